// Short news templates in the non-English languages of the demo outlets (es, fr, de, it, pt, nl). Fewer
// and plainer than the English ones: they give those outlets text in their own language. Topics are
// written so that they fit every template of their language (articles and prepositions agree).
import type { Language } from './names';
import type { Story, TonedTemplates } from './english-templates';

export type ForeignLanguage = Exclude<Language, 'en'>;

export interface LanguageTemplates {
  stories: { pos: Story[]; neg: Story[]; neu: Story[] };
  body: TonedTemplates;
  closings: string[];
  /** One topic per beat, in BEATS order. */
  topics: string[];
  /** Adverbial "on <weekday>" phrases, Monday first. */
  days: string[];
  paywallNote: string;
}

export const INTL_TEMPLATES: Record<ForeignLanguage, LanguageTemplates> = {
  es: {
    stories: {
      pos: [
        [
          '{O1} dispara sus ventas gracias a {M1}',
          '{O1} anunció {DAY} un crecimiento del {PCT} % en sus ventas, impulsado por el [éxito|buen comportamiento] de {M1}.',
        ],
        [
          'Buenas noticias para {L1}: llega una inversión de {MONEY}',
          '{L1} recibirá una inversión de {MONEY} que, según {P1}, creará [cientos de|numerosos] empleos.',
        ],
        [
          '{P1} celebra el éxito de {M1}',
          '{P1}, portavoz de {O1}, celebró {DAY} en {L1} el [éxito|gran recibimiento] de {M1}, que ha superado las previsiones de la empresa.',
        ],
      ],
      neg: [
        [
          '{O1} anuncia {BIG} despidos',
          '{O1} comunicó {DAY} que recortará {BIG} puestos de trabajo, una decisión que los sindicatos calificaron de [injusta|inaceptable].',
        ],
        [
          'Crece la preocupación por {TOPIC}',
          'Los vecinos de {L1} [critican|denuncian] la situación y piden soluciones urgentes para {TOPIC}.',
        ],
        [
          'Polémica en {L1} por los planes de {O1}',
          'Los planes de {O1} para {L1} han desatado una [fuerte|intensa] polémica entre vecinos y comerciantes, que acusan a la empresa de actuar sin consultar.',
        ],
      ],
      neu: [
        ['{O1} presenta {M1}', '{P1}, portavoz de {O1}, presentó {DAY} en {L1} los detalles de {M1}.'],
        [
          '{O1} y {O2} firman un acuerdo',
          '{O1} y {O2} firmaron {DAY} un acuerdo de colaboración sobre {TOPIC}.',
        ],
        [
          '{P1} asume la dirección de {O1}',
          '{P1} asumirá la dirección de {O1} a partir del próximo mes, según anunció la empresa {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        '«Estamos muy [satisfechos|contentos] con los resultados», afirmó {P1L}.',
        'Los analistas consideran que se trata de una [excelente|magnífica] noticia para {L1}.',
        'Las ventas crecieron un {PCT} % en el último trimestre.',
        'La iniciativa ha sido recibida con [entusiasmo|optimismo] por los comerciantes de la zona.',
        'Los primeros resultados han superado todas las expectativas.',
        '«Es un gran día para {L1}», celebró {P1L}.',
      ],
      neg: [
        'Los sindicatos convocaron protestas frente a la sede de {O1} en {L1}.',
        '«Es una situación [grave|preocupante] que no podemos ignorar», advirtió {P1L}.',
        'Las pérdidas alcanzan los {MONEY}, según fuentes de la empresa.',
        'Muchos vecinos se sienten [abandonados|engañados] por las autoridades.',
        'Las críticas no se han hecho esperar en las redes sociales.',
        'Varios expertos advierten de que el problema podría agravarse.',
      ],
      neu: [
        'La empresa emplea a unas {BIG} personas en todo el país.',
        '{P1L} explicó que el calendario se dará a conocer en las próximas semanas.',
        'El debate sobre {TOPIC} se ha intensificado en los últimos meses.',
        '{O2} no quiso hacer comentarios.',
        'El proyecto se desarrollará en varias fases durante los próximos {NUM} años.',
        'Según los datos oficiales, la cifra supera la registrada el año pasado.',
        'Las autoridades de {L1} siguen de cerca la evolución del asunto.',
        'Fuentes del sector apuntan a un aumento de la demanda.',
        'El anuncio se produjo durante una rueda de prensa en {L1}.',
        'La medida afectará a unas {BIG} personas, según las primeras estimaciones.',
        'La propuesta será estudiada por un comité de expertos antes de final de año.',
        'Representantes de {O2} participaron también en la reunión.',
        'El plan incluye una inversión inicial de {MONEY}.',
        '{P1} recordó que la iniciativa lleva meses en preparación.',
        'La oposición ha pedido más información sobre los costes.',
        'Los detalles se publicarán en la página web de {O1}.',
      ],
    },
    closings: [
      'Se espera que {O1} ofrezca más detalles en los próximos días.',
      'El asunto se debatirá de nuevo el próximo mes.',
    ],
    topics: [
      'los negocios locales',
      'la inflación',
      'el cine',
      'los mercados',
      'la sanidad pública',
      'la reforma electoral',
      'la investigación científica',
      'el fútbol',
      'la inteligencia artificial',
      'la seguridad ciudadana',
      'la gastronomía',
      'el coche eléctrico',
      'el turismo',
      'la ola de calor',
      'la vivienda',
    ],
    days: ['el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes', 'el sábado', 'el domingo'],
    paywallNote: 'Suscríbase para seguir leyendo.',
  },
  fr: {
    stories: {
      pos: [
        [
          '{O1} : les ventes de {M1} s’envolent',
          '{O1} a annoncé {DAY} une hausse de {PCT} % de ses ventes, portée par le [succès|très bon accueil] de {M1}.',
        ],
        [
          '{L1} : un investissement de {MONEY} annoncé',
          '{L1} va bénéficier d’un investissement de {MONEY} qui devrait, selon {P1}, créer [des centaines d’emplois|de nombreux emplois].',
        ],
        [
          '{P1} salue le succès de {M1}',
          '{P1}, porte-parole de {O1}, a salué {DAY} à {L1} le [succès|très bon accueil] de {M1}, qui a dépassé les prévisions de l’entreprise.',
        ],
      ],
      neg: [
        [
          '{O1} va supprimer {BIG} emplois',
          '{O1} a annoncé {DAY} la suppression de {BIG} postes, une décision jugée [inacceptable|brutale] par les syndicats.',
        ],
        [
          'Inquiétude croissante pour {TOPIC}',
          'Les habitants de {L1} [dénoncent|déplorent] la situation et réclament des mesures urgentes pour {TOPIC}.',
        ],
        [
          'Polémique à {L1} après l’annonce de {O1}',
          'Les projets de {O1} à {L1} suscitent une [vive|forte] polémique parmi les habitants et les commerçants, qui reprochent à l’entreprise de ne pas les avoir consultés.',
        ],
      ],
      neu: [
        ['{O1} présente {M1}', '{P1}, porte-parole de {O1}, a présenté {DAY} à {L1} les détails de {M1}.'],
        [
          '{O1} et {O2} signent un accord',
          '{O1} et {O2} ont signé {DAY} un accord de coopération sur {TOPIC}.',
        ],
        [
          '{P1} prend la tête de {O1}',
          '{P1} prendra la direction de {O1} dès le mois prochain, a annoncé l’entreprise {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        '« Nous sommes très [satisfaits|heureux] de ces résultats », a déclaré {P1L}.',
        'Les analystes y voient une [excellente|très bonne] nouvelle pour {L1}.',
        'Les ventes ont progressé de {PCT} % au dernier trimestre.',
        'L’initiative a été accueillie avec [enthousiasme|optimisme] par les commerçants.',
        'Les premiers résultats ont dépassé toutes les attentes.',
        '« C’est une belle journée pour {L1} », a salué {P1L}.',
      ],
      neg: [
        'Les syndicats ont appelé à manifester devant le siège de {O1} à {L1}.',
        '« La situation est [grave|préoccupante] et nous ne pouvons pas l’ignorer », a averti {P1L}.',
        'Les pertes atteignent {MONEY}, selon une source proche de l’entreprise.',
        'De nombreux habitants se sentent [abandonnés|trompés] par les autorités.',
        'Les critiques n’ont pas tardé sur les réseaux sociaux.',
        'Plusieurs experts avertissent que le problème pourrait s’aggraver.',
      ],
      neu: [
        'L’entreprise emploie environ {BIG} personnes dans le pays.',
        '{P1L} a précisé que le calendrier serait dévoilé dans les prochaines semaines.',
        'Le débat sur {TOPIC} s’est intensifié ces derniers mois.',
        '{O2} n’a pas souhaité faire de commentaire.',
        'Le projet se déroulera en plusieurs étapes au cours des {NUM} prochaines années.',
        'Selon les chiffres officiels, ce total dépasse celui de l’an dernier.',
        'Les autorités de {L1} suivent de près l’évolution du dossier.',
        'Selon des sources du secteur, la demande est en hausse.',
        'L’annonce a été faite lors d’une conférence de presse à {L1}.',
        'La mesure concernera environ {BIG} personnes, selon les premières estimations.',
        'La proposition sera examinée par un comité d’experts d’ici la fin de l’année.',
        'Des représentants de {O2} ont également participé à la réunion.',
        'Le plan prévoit un investissement initial de {MONEY}.',
        '{P1} a rappelé que l’initiative était en préparation depuis des mois.',
        'L’opposition réclame davantage d’informations sur les coûts.',
        'Les détails seront publiés sur le site de {O1}.',
      ],
    },
    closings: [
      '{O1} devrait donner plus de détails dans les prochains jours.',
      'Le dossier sera de nouveau examiné le mois prochain.',
    ],
    topics: [
      'le commerce local',
      'l’inflation',
      'le cinéma',
      'les marchés financiers',
      'l’hôpital public',
      'la réforme électorale',
      'la recherche scientifique',
      'le football',
      'l’intelligence artificielle',
      'la sécurité',
      'la gastronomie',
      'la voiture électrique',
      'le tourisme',
      'la canicule',
      'le logement',
    ],
    days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    paywallNote: 'Abonnez-vous pour lire la suite.',
  },
  de: {
    stories: {
      pos: [
        [
          '{O1} steigert Umsatz dank {M1} deutlich',
          '{O1} hat {DAY} ein Umsatzplus von {PCT} Prozent gemeldet, getragen vom [großen|starken] Erfolg von {M1}.',
        ],
        [
          '{L1} erhält Investition von {MONEY}',
          '{L1} erhält eine Investition von {MONEY}, die nach Angaben von {P1} [Hunderte|zahlreiche] Arbeitsplätze schaffen soll.',
        ],
        [
          '{P1} feiert Erfolg von {M1}',
          '{P1} von {O1} würdigte {DAY} in {L1} den [Erfolg|großen Zuspruch] für {M1}, der die Erwartungen des Unternehmens übertroffen habe.',
        ],
      ],
      neg: [
        [
          '{O1} streicht {BIG} Stellen',
          '{O1} hat {DAY} den Abbau von {BIG} Stellen angekündigt, was die Gewerkschaften als [inakzeptabel|rücksichtslos] kritisierten.',
        ],
        [
          'Wachsende Sorge um {TOPIC}',
          'Anwohner in {L1} [beklagen|kritisieren] die Entwicklung beim Thema {TOPIC} und fordern schnelle Lösungen.',
        ],
        [
          'Streit in {L1} um Pläne von {O1}',
          'Die Pläne von {O1} für {L1} sorgen bei Anwohnern und Händlern für [heftigen|großen] Streit; sie werfen dem Unternehmen vor, sie nicht gefragt zu haben.',
        ],
      ],
      neu: [
        ['{O1} stellt {M1} vor', '{P1} von {O1} stellte {DAY} in {L1} Einzelheiten zu {M1} vor.'],
        [
          '{O1} und {O2} vereinbaren Kooperation',
          '{O1} und {O2} haben {DAY} eine Kooperation zum Thema {TOPIC} vereinbart.',
        ],
        [
          '{P1} übernimmt Führung bei {O1}',
          '{P1} übernimmt ab dem kommenden Monat die Leitung von {O1}, wie das Unternehmen {DAY} mitteilte.',
        ],
      ],
    },
    body: {
      pos: [
        '„Wir sind mit den Ergebnissen sehr [zufrieden|glücklich]“, sagte {P1L}.',
        'Analysten sprechen von einer [ausgezeichneten|sehr guten] Nachricht für {L1}.',
        'Der Umsatz stieg im letzten Quartal um {PCT} Prozent.',
        'Die Initiative wurde von den Händlern mit [Begeisterung|Optimismus] aufgenommen.',
        'Die ersten Ergebnisse haben alle Erwartungen übertroffen.',
        '„Das ist ein großer Tag für {L1}“, sagte {P1L}.',
      ],
      neg: [
        'Die Gewerkschaften riefen zu Protesten vor der Zentrale von {O1} in {L1} auf.',
        '„Die Lage ist [ernst|besorgniserregend], und wir dürfen sie nicht ignorieren“, warnte {P1L}.',
        'Die Verluste belaufen sich auf {MONEY}, hieß es aus Unternehmenskreisen.',
        'Viele Anwohner fühlen sich von den Behörden [im Stich gelassen|getäuscht].',
        'Die Kritik in den sozialen Netzwerken ließ nicht lange auf sich warten.',
        'Mehrere Fachleute warnen, dass sich das Problem verschärfen könnte.',
      ],
      neu: [
        'Das Unternehmen beschäftigt rund {BIG} Menschen im ganzen Land.',
        '{P1L} erklärte, der Zeitplan werde in den kommenden Wochen bekannt gegeben.',
        'Die Debatte über {TOPIC} hat sich in den vergangenen Monaten verschärft.',
        '{O2} wollte sich nicht äußern.',
        'Das Projekt soll in mehreren Phasen über die nächsten {NUM} Jahre umgesetzt werden.',
        'Nach offiziellen Angaben liegt die Zahl über dem Vorjahreswert.',
        'Die Behörden in {L1} verfolgen die Entwicklung genau.',
        'Branchenkreise rechnen mit einer steigenden Nachfrage.',
        'Die Ankündigung erfolgte auf einer Pressekonferenz in {L1}.',
        'Nach ersten Schätzungen sind rund {BIG} Menschen betroffen.',
        'Der Vorschlag soll bis Jahresende von einem Expertengremium geprüft werden.',
        'An dem Treffen nahmen auch Vertreter von {O2} teil.',
        'Der Plan sieht eine Anfangsinvestition von {MONEY} vor.',
        '{P1} erinnerte daran, dass die Initiative seit Monaten vorbereitet wird.',
        'Die Opposition fordert mehr Informationen zu den Kosten.',
        'Einzelheiten sollen auf der Website von {O1} veröffentlicht werden.',
      ],
    },
    closings: [
      '{O1} will in den kommenden Tagen weitere Einzelheiten nennen.',
      'Das Thema soll im nächsten Monat erneut beraten werden.',
    ],
    topics: [
      'Mittelstand',
      'Inflation',
      'Kino',
      'Finanzmärkte',
      'Krankenhäuser',
      'Wahlrechtsreform',
      'Forschung',
      'Fußball',
      'künstliche Intelligenz',
      'Sicherheit',
      'Ernährung',
      'Elektroautos',
      'Tourismus',
      'Hitzewelle',
      'Wohnungsbau',
    ],
    days: [
      'am Montag',
      'am Dienstag',
      'am Mittwoch',
      'am Donnerstag',
      'am Freitag',
      'am Samstag',
      'am Sonntag',
    ],
    paywallNote: 'Abonnieren Sie, um weiterzulesen.',
  },
  it: {
    stories: {
      pos: [
        [
          '{O1}, vendite in forte crescita grazie a {M1}',
          '{O1} ha annunciato {DAY} una crescita del {PCT}% delle vendite, trainata dal [successo|buon andamento] di {M1}.',
        ],
        [
          '{L1}, in arrivo un investimento da {MONEY}',
          '{L1} riceverà un investimento da {MONEY} che, secondo {P1}, creerà [centinaia di|numerosi] posti di lavoro.',
        ],
        [
          '{P1} festeggia il successo di {M1}',
          '{P1}, portavoce di {O1}, ha celebrato {DAY} a {L1} il [successo|grande riscontro] di {M1}, che ha superato le previsioni dell’azienda.',
        ],
      ],
      neg: [
        [
          '{O1} annuncia {BIG} esuberi',
          '{O1} ha annunciato {DAY} il taglio di {BIG} posti di lavoro, una decisione che i sindacati hanno definito [inaccettabile|ingiusta].',
        ],
        [
          'Cresce la preoccupazione per {TOPIC}',
          'I residenti di {L1} [denunciano|criticano] la situazione e chiedono interventi urgenti per {TOPIC}.',
        ],
        [
          'Polemica a {L1} sui piani di {O1}',
          'I piani di {O1} per {L1} hanno scatenato una [forte|accesa] polemica tra residenti e commercianti, che accusano l’azienda di non averli consultati.',
        ],
      ],
      neu: [
        ['{O1} presenta {M1}', '{P1}, portavoce di {O1}, ha presentato {DAY} a {L1} i dettagli di {M1}.'],
        [
          'Accordo tra {O1} e {O2}',
          '{O1} e {O2} hanno firmato {DAY} un accordo di collaborazione per {TOPIC}.',
        ],
        [
          '{P1} alla guida di {O1}',
          '{P1} assumerà la guida di {O1} dal prossimo mese, ha annunciato l’azienda {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        '«Siamo molto [soddisfatti|contenti] dei risultati», ha dichiarato {P1L}.',
        'Gli analisti parlano di una notizia [eccellente|molto positiva] per {L1}.',
        'Le vendite sono cresciute del {PCT}% nell’ultimo trimestre.',
        'L’iniziativa è stata accolta con [entusiasmo|ottimismo] dai commercianti della zona.',
        'I primi risultati hanno superato ogni aspettativa.',
        '«È una grande giornata per {L1}», ha commentato {P1L}.',
      ],
      neg: [
        'I sindacati hanno organizzato proteste davanti alla sede di {O1} a {L1}.',
        '«La situazione è [grave|preoccupante] e non possiamo ignorarla», ha avvertito {P1L}.',
        'Le perdite ammontano a {MONEY}, secondo fonti vicine all’azienda.',
        'Molti residenti si sentono [abbandonati|ingannati] dalle istituzioni.',
        'Le critiche sui social network non si sono fatte attendere.',
        'Diversi esperti avvertono che il problema potrebbe aggravarsi.',
      ],
      neu: [
        'L’azienda impiega circa {BIG} persone in tutto il Paese.',
        '{P1L} ha spiegato che il calendario sarà reso noto nelle prossime settimane.',
        '{TOPIC} è al centro del dibattito da mesi.',
        '{O2} non ha voluto commentare.',
        'Il progetto si svilupperà in più fasi nei prossimi {NUM} anni.',
        'Secondo i dati ufficiali, il numero supera quello dello scorso anno.',
        'Le autorità di {L1} seguono da vicino l’evolversi della vicenda.',
        'Secondo fonti del settore, la domanda è in aumento.',
        'L’annuncio è arrivato durante una conferenza stampa a {L1}.',
        'La misura riguarderà circa {BIG} persone, secondo le prime stime.',
        'La proposta sarà esaminata da un comitato di esperti entro la fine dell’anno.',
        'Alla riunione hanno partecipato anche rappresentanti di {O2}.',
        'Il piano prevede un investimento iniziale di {MONEY}.',
        '{P1} ha ricordato che l’iniziativa è in preparazione da mesi.',
        'L’opposizione chiede maggiori informazioni sui costi.',
        'I dettagli saranno pubblicati sul sito di {O1}.',
      ],
    },
    closings: [
      '{O1} dovrebbe fornire ulteriori dettagli nei prossimi giorni.',
      'La questione tornerà in discussione il mese prossimo.',
    ],
    topics: [
      'il commercio locale',
      'l’inflazione',
      'il cinema',
      'i mercati finanziari',
      'la sanità pubblica',
      'la riforma elettorale',
      'la ricerca scientifica',
      'il calcio',
      'l’intelligenza artificiale',
      'la sicurezza',
      'la cucina',
      'l’auto elettrica',
      'il turismo',
      'il caldo record',
      'la casa',
    ],
    days: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    paywallNote: 'Abbonati per continuare a leggere.',
  },
  pt: {
    stories: {
      pos: [
        [
          '{O1} dispara vendas com sucesso de {M1}',
          '{O1} anunciou {DAY} um aumento de {PCT}% nas vendas, impulsionado pelo [sucesso|bom desempenho] de {M1}.',
        ],
        [
          '{L1} recebe investimento de {MONEY}',
          '{L1} vai receber um investimento de {MONEY} que, segundo {P1}, deverá criar [centenas de|muitos] empregos.',
        ],
        [
          '{P1} comemora sucesso de {M1}',
          '{P1}, porta-voz de {O1}, comemorou {DAY} em {L1} o [sucesso|bom acolhimento] de {M1}, que superou as previsões da empresa.',
        ],
      ],
      neg: [
        [
          '{O1} anuncia {BIG} demissões',
          '{O1} anunciou {DAY} o corte de {BIG} postos de trabalho, uma decisão que os sindicatos consideraram [inaceitável|injusta].',
        ],
        [
          'Cresce a preocupação com {TOPIC}',
          'Moradores de {L1} [criticam|denunciam] a situação e pedem soluções urgentes para {TOPIC}.',
        ],
        [
          'Controvérsia em {L1} sobre os planos de {O1}',
          'Os planos de {O1} para {L1} geraram uma [forte|intensa] controvérsia entre moradores e comerciantes, que acusam a empresa de não os ter consultado.',
        ],
      ],
      neu: [
        ['{O1} apresenta {M1}', '{P1}, porta-voz de {O1}, apresentou {DAY} em {L1} os detalhes de {M1}.'],
        ['{O1} e {O2} assinam acordo', '{O1} e {O2} assinaram {DAY} um acordo de cooperação sobre {TOPIC}.'],
        [
          '{P1} assume a direção de {O1}',
          '{P1} vai assumir a direção de {O1} a partir do próximo mês, anunciou a empresa {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        '"Estamos muito [satisfeitos|contentes] com os resultados", afirmou {P1L}.',
        'Os analistas consideram a notícia [excelente|muito positiva] para {L1}.',
        'As vendas cresceram {PCT}% no último trimestre.',
        'A iniciativa foi recebida com [entusiasmo|otimismo] pelos comerciantes da região.',
        'Os primeiros resultados superaram todas as expectativas.',
        '"É um grande dia para {L1}", comemorou {P1L}.',
      ],
      neg: [
        'Os sindicatos convocaram protestos em frente à sede de {O1} em {L1}.',
        '"A situação é [grave|preocupante] e não podemos ignorá-la", alertou {P1L}.',
        'As perdas chegam a {MONEY}, segundo fontes da empresa.',
        'Muitos moradores sentem-se [abandonados|enganados] pelas autoridades.',
        'As críticas nas redes sociais não tardaram.',
        'Vários especialistas alertam que o problema pode se agravar.',
      ],
      neu: [
        'A empresa emprega cerca de {BIG} pessoas em todo o país.',
        '{P1L} explicou que o calendário será divulgado nas próximas semanas.',
        'O debate sobre {TOPIC} intensificou-se nos últimos meses.',
        '{O2} não quis comentar.',
        'O projeto será desenvolvido em várias fases ao longo dos próximos {NUM} anos.',
        'Segundo dados oficiais, o número supera o registado no ano passado.',
        'As autoridades de {L1} acompanham de perto a evolução do caso.',
        'Fontes do setor apontam para um aumento da procura.',
        'O anúncio foi feito durante uma conferência de imprensa em {L1}.',
        'A medida deverá afetar cerca de {BIG} pessoas, segundo as primeiras estimativas.',
        'A proposta será analisada por um grupo de especialistas até o fim do ano.',
        'Representantes de {O2} também participaram da reunião.',
        'O plano prevê um investimento inicial de {MONEY}.',
        '{P1} lembrou que a iniciativa está em preparação há meses.',
        'A oposição pede mais informações sobre os custos.',
        'Os detalhes serão publicados no site de {O1}.',
      ],
    },
    closings: [
      '{O1} deverá divulgar mais detalhes nos próximos dias.',
      'O tema voltará a ser discutido no próximo mês.',
    ],
    topics: [
      'o comércio local',
      'a inflação',
      'o cinema',
      'os mercados financeiros',
      'a saúde pública',
      'a reforma eleitoral',
      'a pesquisa científica',
      'o futebol',
      'a inteligência artificial',
      'a segurança pública',
      'a gastronomia',
      'o carro elétrico',
      'o turismo',
      'a onda de calor',
      'a habitação',
    ],
    days: [
      'nesta segunda-feira',
      'nesta terça-feira',
      'nesta quarta-feira',
      'nesta quinta-feira',
      'nesta sexta-feira',
      'neste sábado',
      'neste domingo',
    ],
    paywallNote: 'Assine para continuar a ler.',
  },
  nl: {
    stories: {
      pos: [
        [
          '{O1} boekt sterke groei dankzij {M1}',
          '{O1} meldde {DAY} een omzetstijging van {PCT} procent, vooral dankzij het [succes|goede verloop] van {M1}.',
        ],
        [
          'Investering van {MONEY} voor {L1}',
          '{L1} krijgt een investering van {MONEY}, die volgens {P1} [honderden|veel] banen moet opleveren.',
        ],
        [
          '{P1} viert succes van {M1}',
          '{P1}, woordvoerder van {O1}, sprak {DAY} in {L1} van een [groot succes|geweldige ontvangst] voor {M1}, dat de verwachtingen van het bedrijf overtreft.',
        ],
      ],
      neg: [
        [
          '{O1} schrapt {BIG} banen',
          '{O1} maakte {DAY} bekend dat {BIG} banen verdwijnen, een besluit dat de vakbonden [onaanvaardbaar|onterecht] noemen.',
        ],
        [
          'Zorgen over {TOPIC} nemen toe',
          'Inwoners van {L1} [klagen over|bekritiseren] de situatie en eisen snel maatregelen voor {TOPIC}.',
        ],
        [
          'Ophef in {L1} over plannen van {O1}',
          'De plannen van {O1} voor {L1} zorgen voor [felle|flinke] ophef onder bewoners en ondernemers, die het bedrijf verwijten hen niet te hebben geraadpleegd.',
        ],
      ],
      neu: [
        [
          '{O1} presenteert {M1}',
          '{P1}, woordvoerder van {O1}, presenteerde {DAY} in {L1} de details van {M1}.',
        ],
        [
          '{O1} en {O2} gaan samenwerken',
          '{O1} en {O2} hebben {DAY} een samenwerking gesloten rond {TOPIC}.',
        ],
        [
          '{P1} gaat {O1} leiden',
          '{P1} wordt vanaf volgende maand de nieuwe directeur van {O1}, maakte het bedrijf {DAY} bekend.',
        ],
      ],
    },
    body: {
      pos: [
        '"We zijn erg [tevreden|blij] met de resultaten," zei {P1L}.',
        'Analisten spreken van [uitstekend|zeer goed] nieuws voor {L1}.',
        'De omzet steeg in het laatste kwartaal met {PCT} procent.',
        'Het initiatief werd door ondernemers met [enthousiasme|optimisme] ontvangen.',
        'De eerste resultaten overtreffen alle verwachtingen.',
        '"Dit is een mooie dag voor {L1}," zei {P1L}.',
      ],
      neg: [
        'De vakbonden riepen op tot protest bij het hoofdkantoor van {O1} in {L1}.',
        '"De situatie is [ernstig|zorgwekkend] en we kunnen die niet negeren," waarschuwde {P1L}.',
        'De verliezen lopen op tot {MONEY}, aldus bronnen binnen het bedrijf.',
        'Veel inwoners voelen zich [in de steek gelaten|misleid] door de overheid.',
        'De kritiek op sociale media liet niet lang op zich wachten.',
        'Verschillende deskundigen waarschuwen dat het probleem kan verergeren.',
      ],
      neu: [
        'Het bedrijf heeft ongeveer {BIG} mensen in dienst.',
        '{P1L} zei dat het tijdschema de komende weken bekend wordt gemaakt.',
        'Het debat over {TOPIC} is de afgelopen maanden feller geworden.',
        '{O2} wilde niet reageren.',
        'Het project wordt de komende {NUM} jaar in fasen uitgevoerd.',
        'Volgens officiële cijfers ligt het aantal hoger dan vorig jaar.',
        'De autoriteiten in {L1} volgen de ontwikkelingen op de voet.',
        'Bronnen in de sector wijzen op een groeiende vraag.',
        'De aankondiging werd gedaan tijdens een persconferentie in {L1}.',
        'Volgens de eerste schattingen gaat het om ongeveer {BIG} mensen.',
        'Het voorstel wordt voor het einde van het jaar door een commissie van deskundigen bekeken.',
        'Ook vertegenwoordigers van {O2} waren bij de bijeenkomst aanwezig.',
        'Het plan omvat een eerste investering van {MONEY}.',
        '{P1} wees erop dat het initiatief al maanden wordt voorbereid.',
        'De oppositie wil meer informatie over de kosten.',
        'De details worden gepubliceerd op de website van {O1}.',
      ],
    },
    closings: [
      '{O1} maakt de komende dagen meer details bekend.',
      'Het onderwerp komt volgende maand opnieuw aan bod.',
    ],
    topics: [
      'de lokale economie',
      'de inflatie',
      'de filmwereld',
      'de financiële markten',
      'de zorg',
      'de kieswet',
      'het wetenschappelijk onderzoek',
      'het voetbal',
      'kunstmatige intelligentie',
      'de veiligheid',
      'gezond eten',
      'de elektrische auto',
      'het toerisme',
      'de hittegolf',
      'de woningmarkt',
    ],
    days: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    paywallNote: 'Neem een abonnement om verder te lezen.',
  },
};
