// English sentence and title templates per beat, by tone, plus the shared pools (expert quotes, context,
// opinion, closings). Tone words are deliberate, so a sentiment analyser sees positive and negative pieces.
// Slots are listed in template.ts.
import type { Beat } from './beats';

export interface TonedTemplates {
  pos: string[];
  neg: string[];
  neu: string[];
}

/** A headline and the lead sentence that opens its story. */
export type Story = [title: string, lead: string];

export interface BeatTemplates {
  stories: { pos: Story[]; neg: Story[]; neu: Story[] };
  body: TonedTemplates;
}

export const ENGLISH_BEAT_TEMPLATES: Record<Beat, BeatTemplates> = {
  Business: {
    stories: {
      pos: [
        [
          '{O1} shares jump after {M1} sales beat forecasts',
          'Shares in {O1} [rose|climbed|jumped] {PCT} percent on {DAY} after the company said sales of {M1} had grown faster than analysts expected.',
        ],
        [
          '{O1} raises full-year outlook as demand grows',
          '{O1} reported [stronger-than-expected|record|robust] quarterly revenue on {DAY}, lifted by [strong|booming|steady] demand, and raised its forecast for the rest of {YEAR}.',
        ],
        [
          '{O1} agrees {MONEY} deal to expand in {L2}',
          '{O1} has agreed a {MONEY} deal to buy a rival in {L2}, a move the company said would [strengthen|accelerate] its growth and create new jobs.',
        ],
      ],
      neg: [
        [
          '{O1} to cut {BIG} jobs as profits slump',
          '{O1} said on {DAY} it would cut about {BIG} jobs and close several sites, blaming [weak|falling|sluggish] demand and rising costs.',
        ],
        [
          '{O1} shares tumble after profit warning',
          'Shares in {O1} [fell|slid|dropped] {PCT} percent on {DAY} after the company warned that profits would be [sharply lower|well below expectations] this year.',
        ],
        [
          '{O1} under pressure as regulators open inquiry',
          'Regulators opened an inquiry into {O1} on {DAY} over claims made about {M1}, adding to the [pressure|troubles] facing {P1}, its {R1}.',
        ],
      ],
      neu: [
        [
          '{O1} names {P1} as new {R1}',
          '{O1} said on {DAY} that {P1} would take over as {R1}, ending a months-long search for a new leader.',
        ],
        [
          '{O1} to move headquarters to {L1}',
          '{O1} will move its headquarters to {L1} next year, the company said on {DAY}, as part of a plan to reorganise its operations across {L2}.',
        ],
        [
          'What the latest {O1} results say about {TOPIC}',
          '{O1}, the company behind {M1}, published its quarterly results on {DAY}, offering a snapshot of {TOPIC} in {L2}.',
        ],
      ],
    },
    body: {
      pos: [
        'Revenue rose {PCT} percent from a year earlier to {MONEY}, the company said.',
        '{P1L} said the results showed that the [strategy|investment in new products|turnaround plan] was [working|paying off].',
        '"We are seeing [healthy|excellent|encouraging] demand across every region," {P1L} told analysts on a call.',
        'Analysts welcomed the update, and several raised their price targets for the stock.',
      ],
      neg: [
        'Operating profit fell {PCT} percent to {MONEY}, hurt by higher wages and [weaker|disappointing] sales of {M1}.',
        'Unions criticised the decision and warned that the cuts would [hurt|devastate] communities around {L1}.',
        '"This is a [painful|difficult] moment for everyone at the company," {P1L} said in a statement.',
        'Investors have grown [frustrated|impatient] with the slow recovery, and the shares have lost a third of their value this year.',
      ],
      neu: [
        '{P1}, {R1} of {O1}, said the company would [keep investing in|focus on] {M1} over the next [two|three] years.',
        'The company employs about {BIG} people, most of them in {L2}.',
        '{O1} competes with {O2} in several of its main markets.',
        '{O1} did not comment on reports that it had held talks with {O2} about a possible merger.',
        '{P2}, {R2} at {O2}, said the wider industry was [adapting to|grappling with] changes in consumer spending.',
        'The company is due to publish its full annual results early next year.',
        'The board will ask shareholders to approve the plan at a meeting in {L1}.',
      ],
    },
  },
  Economics: {
    stories: {
      pos: [
        [
          'Inflation falls to {PCT}% as price pressures ease',
          'Consumer prices in {L2} rose just {PCT} percent in the year to {MONTH}, the slowest pace in [two years|many months], offering welcome relief to households.',
        ],
        [
          'Economy grows faster than expected, {O2} says',
          'The economy of {L2} grew more strongly than forecast in the last quarter, according to figures published by {O2} on {DAY}, boosting hopes of a lasting recovery.',
        ],
        [
          'Unemployment drops to lowest level since {YPAST}',
          'Unemployment in {L2} fell to {PCT} percent, its lowest level since {YPAST}, {O2} said on {DAY}, as employers [kept hiring|added jobs] despite higher borrowing costs.',
        ],
      ],
      neg: [
        [
          'Inflation rises to {PCT}%, squeezing households',
          'Inflation in {L2} climbed to {PCT} percent in {MONTH}, according to {O2}, deepening a cost-of-living squeeze that has [hit|hurt|battered] families across the country.',
        ],
        [
          '{L2} economy shrinks as recession fears grow',
          'Output fell for a second consecutive quarter, {O2} said on {DAY}, raising fears that {L2} has slipped into recession.',
        ],
        [
          'Weaker growth ahead as exports slump, {O2} warns',
          '{O2} cut its growth forecast for {L2} on {DAY}, warning that [falling|slumping] exports and weak investment would [weigh on|hold back] the economy well into next year.',
        ],
      ],
      neu: [
        [
          'Interest rates held at {PCT}%',
          'Policymakers kept the main interest rate unchanged at {PCT} percent on {DAY}, weighing slowing growth against stubborn price rises, {O2} said.',
        ],
        [
          'What {M1} tells us about {TOPIC}',
          'Economists at {O1} published {M1} on {DAY}, setting out their latest forecasts for {TOPIC} in {L2}.',
        ],
        [
          'Economists split over outlook for {TOPIC}',
          'Economists are divided over what comes next for {TOPIC} in {L2}, with {O1} and {O2} publishing sharply different forecasts on {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        'Wages are now rising faster than prices, giving households [more breathing room|a welcome boost].',
        '{P1}, {R1} at {O1}, said the figures were "[genuinely encouraging|a clear improvement|good news for families]".',
        'Retail sales [improved|recovered] for the third month in a row, with strong spending on food and travel.',
        'Business confidence rose to its highest level since {YPAST}, a separate survey showed.',
      ],
      neg: [
        'Food and energy prices remain [painfully|stubbornly] high, and many households are cutting back.',
        '{P1}, {R1} at {O1}, warned that the outlook was "[bleak|worrying|deteriorating]".',
        'Manufacturing output fell {PCT} percent, the [steepest|sharpest] drop since {YPAST}.',
        'Small businesses in {L1} say rising costs are [threatening|crushing] their margins.',
      ],
      neu: [
        '{P2}, {R2} of {O2}, said policymakers would "[look carefully at|weigh]" the next set of figures before acting.',
        'The next decision on interest rates is due in six weeks.',
        'Markets had expected inflation of around {PCT} percent.',
        'Housing costs account for roughly a third of the average household budget in {L2}.',
        'The figures were published in {M1}, which also revised earlier estimates.',
        'Economists at {O1} expect growth of about {PCT} percent next year.',
        'Government borrowing totalled {MONEY} in the first half of the financial year.',
      ],
    },
  },
  Entertainment: {
    stories: {
      pos: [
        [
          '{M1} wins top prize at {O2}',
          '{M1}, the [acclaimed|much-loved|widely praised] new release from {O1}, took the top prize at {O2} on {DAY}, capping a remarkable year for its star, {P1}.',
        ],
        [
          '{P1} delivers a career-best performance in {M1}',
          'Critics have [praised|celebrated|applauded] {P1} for a [superb|career-best|mesmerising] performance in {M1}, the new production from {O1} that opened on {DAY}.',
        ],
        [
          '{M1} breaks box office records in its opening weekend',
          '{M1} earned {MONEY} in its first weekend, the best opening for {O1} in years, and [audiences|fans] have [flocked|rushed] to see it.',
        ],
      ],
      neg: [
        [
          '{M1} flops at the box office amid poor reviews',
          '{M1}, the expensive new production from {O1}, took just {MONEY} in its opening weekend after [scathing|harsh|brutal] reviews.',
        ],
        [
          '{P1} pulls out of {M1} after row with {O1}',
          '{P1} has withdrawn from {M1} after a [bitter|public|damaging] dispute with {O1}, according to people familiar with the production.',
        ],
        [
          'Fans angry as {O1} cancels {M1}',
          '{O1} has cancelled {M1} after just one season, [angering|disappointing|infuriating] fans who had campaigned for it to continue.',
        ],
      ],
      neu: [
        [
          '{P1} to star in {M1}',
          '{P1} will play the lead role in {M1}, {O1} announced on {DAY}, with filming due to begin in {L1} next spring.',
        ],
        [
          '{O1} confirms release date for {M1}',
          '{O1} said on {DAY} that {M1} would be released next year, after several delays.',
        ],
        [
          'Inside the making of {M1}',
          'It took {NUM} months and hundreds of people to make {M1}, the new production from {O1}, {P1} said in an interview on {DAY}.',
        ],
      ],
    },
    body: {
      pos: [
        'Critics called the performance "[extraordinary|luminous|unforgettable]" and the script "[sharp|witty|moving]".',
        '"I am [thrilled|grateful|delighted] that audiences have connected with this story," {P1L} said.',
        'Tickets for the {L1} premiere sold out within hours.',
        'The soundtrack has already been streamed more than {BIG} times.',
      ],
      neg: [
        'Reviewers described the plot as "[confused|tedious|lifeless]" and the dialogue as "[clumsy|wooden]".',
        'The production ran months over schedule and well over its budget, according to people close to {O1}.',
        'Several cast members were reportedly [unhappy|frustrated] with last-minute rewrites.',
        'Audience scores on review sites have been [poor|dismal].',
      ],
      neu: [
        '{P1}, {R1}, previously worked with {O1} on several projects.',
        '{M1} was filmed over {NUM} weeks in and around {L1}.',
        '{P2}, {R2} of {O2}, said the [shortlist|line-up] reflected a strong year for the industry.',
        'A spokesperson for {O1} said the company did not comment on contract negotiations.',
        'The series is expected to run for {NUM} episodes.',
        'The film is based on a novel first published in {YPAST}.',
      ],
    },
  },
  Finance: {
    stories: {
      pos: [
        [
          '{M1} hits record high as investors cheer earnings',
          '{M1} closed at a record high on {DAY}, rising {PCT} percent as [strong|upbeat|healthy] earnings from {O1} lifted investor confidence.',
        ],
        [
          '{O1} posts strong profit as lending grows',
          '{O1} reported a [sharp|solid|healthy] rise in profit on {DAY}, helped by higher lending and [strong|robust] fee income.',
        ],
        [
          'Markets rally as rate fears ease',
          'Stocks [rallied|climbed|surged] on {DAY} as [easing|cooling] inflation calmed fears about interest rates, with shares in {O1} up {PCT} percent.',
        ],
      ],
      neg: [
        [
          'Stocks slide as {M1} suffers worst week since {YPAST}',
          '{M1} fell {PCT} percent on {DAY}, its [worst|steepest|biggest] drop in months, as worries about slowing growth [rattled|unsettled|spooked] investors.',
        ],
        [
          '{O1} fined {MONEY} over compliance failures',
          'Regulators fined {O1} {MONEY} on {DAY} after finding [serious|repeated|widespread] failures in its checks on customers.',
        ],
        [
          'Investors pull {MONEY} from {M2} as fears mount',
          'Investors withdrew {MONEY} from {M2} in the past week, according to people familiar with the matter, as [fears|worries] about its [losses|strategy] mounted.',
        ],
      ],
      neu: [
        [
          '{O1} appoints {P1} as {R1}',
          '{O1} named {P1} as its new {R1} on {DAY}, as the firm reshapes its investment business.',
        ],
        [
          '{O2} reviews rules on {TOPIC}',
          '{O2} opened a consultation on {DAY} on new rules covering {TOPIC}.',
        ],
        [
          'What rising yields mean for {TOPIC}',
          'Government bond yields rose to {PCT} percent this week, and the move is already [changing|affecting] the outlook for {TOPIC}, analysts at {O1} said.',
        ],
      ],
    },
    body: {
      pos: [
        '"Investors are [clearly|increasingly] confident about the outlook," said {P1L}.',
        'Banking shares led the gains, with {O1} up {PCT} percent.',
        'Assets under management rose to {MONEY}, a record for the firm.',
        'Bond markets were calm, and borrowing costs eased [slightly|further].',
      ],
      neg: [
        'Technology stocks were among the [hardest hit|biggest losers], wiping {MONEY} off their combined value.',
        '{O2} said the failures had put customers at [serious|real] risk of fraud.',
        '"The mood has turned [sour|fearful|gloomy] very quickly," said {P1L}.',
        'Losses at the fund have [angered|alarmed] many small investors.',
      ],
      neu: [
        '{P1}, {R1} at {O1}, said the firm was watching {TOPIC} closely.',
        'Trading volumes were roughly in line with the monthly average.',
        '{O1} manages about {MONEY} on behalf of clients in {L2}.',
        '{P2}, {R2} of {O2}, said the rules would take effect next year.',
        'The yield on ten-year government bonds stood at {PCT} percent.',
        'Shares in {O1} have moved in a narrow range since {MONTH}.',
      ],
    },
  },
  Health: {
    stories: {
      pos: [
        [
          '{M1} shows promise in trial',
          'A trial of {M1}, developed by {O1}, cut the risk of serious illness by {PCT} percent, researchers said on {DAY}, in what doctors called [an exciting|a hugely encouraging|a very promising] result.',
        ],
        [
          'Waiting times fall at hospitals across {L2}',
          'Average waiting times for routine operations in {L2} have fallen for the [third|fourth|fifth] month in a row, according to figures from {O2}.',
        ],
        [
          'Breakthrough as {O1} drug cuts risk by {PCT}%',
          '{O1} said on {DAY} that its experimental drug cut the risk of heart attacks by {PCT} percent in a large study, a result specialists called a [breakthrough|major advance].',
        ],
      ],
      neg: [
        [
          'Hospitals in {L1} under strain as cases surge',
          'Hospitals in {L1} declared a critical incident on {DAY} as a surge in admissions left emergency departments [overwhelmed|overcrowded|struggling].',
        ],
        [
          '{O2} warns of shortage of {M1}',
          '{O2} warned on {DAY} of a [worsening|serious|growing] shortage of {M1}, leaving thousands of patients facing delays to their treatment.',
        ],
        [
          'Patients face longer waits as staff shortages worsen',
          'Patients in {L2} face [longer|lengthening] waits for treatment as staff shortages worsen, {O2} said on {DAY}, with some hospitals unable to fill one post in five.',
        ],
      ],
      neu: [
        [
          '{O2} approves {M1} for use in adults',
          '{O2} approved {M1}, made by {O1}, for use in adults on {DAY}, after reviewing data from a large trial.',
        ],
        [
          'What patients should know about {M1}',
          '{M1}, made by {O1}, has been given to thousands of patients in {L2} since it was approved. Here is what doctors say about it.',
        ],
        [
          '{O1} begins new trial in {L1}',
          '{O1} said on {DAY} it had begun recruiting {BIG} patients in {L1} and elsewhere for a new study of {M1}.',
        ],
      ],
    },
    body: {
      pos: [
        '"These results give [real hope|genuine reason for optimism] to patients and their families," said {P1}, {R1} at {O1}.',
        'Side effects were mild and [short-lived|manageable] in most patients.',
        'Doctors in {L1} said the improvement had been [remarkable|striking].',
        'Staff have [worked tirelessly|done outstanding work] to bring waiting lists down, {P2L} said.',
      ],
      neg: [
        'Some patients waited more than {NUM} hours on trolleys, staff said.',
        '"The situation is [dangerous|unacceptable|frightening] and it is getting worse," said a senior nurse.',
        '{P2}, {R2} at {O2}, said the service was under "[severe|intense|relentless] pressure".',
        'Charities warned that vulnerable patients were [suffering|being harmed] by the delays.',
      ],
      neu: [
        'The trial involved {BIG} participants across {NUM} countries.',
        '{P1}, {R1} at {O1}, said the company would publish the full results later this year.',
        '{O2} said it would review the evidence before issuing new guidance.',
        'The treatment is given as a monthly injection.',
        'Patients with symptoms are advised to contact their doctor.',
        'About {BIG} people in {L2} live with the condition.',
      ],
    },
  },
  Politics: {
    stories: {
      pos: [
        [
          '{O1} wins backing for {M1}',
          '{M1} cleared its final hurdle in {O2} on {DAY}, handing {P1}, {R1} of {O1}, a [significant|welcome|hard-won] victory after months of negotiations.',
        ],
        [
          '{P1} hails breakthrough in budget talks',
          '{P1}, {R1} of {O1}, said on {DAY} that [a breakthrough|real progress|a deal] had been reached in budget talks, and praised opponents for [working constructively|acting in good faith].',
        ],
        [
          'Cross-party deal agreed on {TOPIC}',
          'Parties in {O2} agreed a cross-party deal on {TOPIC} on {DAY}, a [rare|welcome] moment of unity that {P1} called "[a victory for common sense|good news for everyone]".',
        ],
      ],
      neg: [
        [
          '{P1} under fire over {M1}',
          '{P1}, {R1} of {O1}, faced [furious|mounting|intense] criticism on {DAY} after details of {M1} were leaked, with opponents accusing the party of [misleading|betraying] voters.',
        ],
        [
          '{O1} suffers heavy defeat in {L1} vote',
          '{O1} suffered a [crushing|heavy|humiliating] defeat in a by-election in {L1} on {DAY}, losing a seat it had held since {YPAST}.',
        ],
        [
          'Row erupts over {TOPIC} as talks collapse',
          'Talks on {TOPIC} collapsed on {DAY} amid [bitter|angry] recriminations, with {P1} of {O1} accusing rivals in {O2} of [bad faith|sabotage].',
        ],
      ],
      neu: [
        [
          '{O2} to vote on {M1} next week',
          '{O2} will vote next week on {M1}, a proposal backed by {O1} that would change the rules on {TOPIC}.',
        ],
        [
          '{P1} sets out {O1} plans for {TOPIC}',
          "{P1}, {R1} of {O1}, set out the party's plans for {TOPIC} in a speech in {L1} on {DAY}.",
        ],
        [
          'Explainer: what is in {M1}?',
          '{M1}, which {O2} will debate in the coming weeks, would make [several|wide-ranging] changes to the rules on {TOPIC}. Here is what it contains.',
        ],
      ],
    },
    body: {
      pos: [
        '"This is a [good day|great day|proud moment] for everyone who believes in fairness," {P1L} told supporters.',
        'Campaigners [welcomed|celebrated|applauded] the vote as a long-overdue step.',
        'Polls suggest the measure is [popular|widely supported] among voters in {L1}.',
        '{P1L} thanked members of {O2} for their support.',
      ],
      neg: [
        'Opponents called the plan "[reckless|a disgrace|deeply unfair]" and vowed to fight it.',
        '{P2}, {R2} of {O2}, said the process had been "[chaotic|rushed|secretive]".',
        'The [scandal|row|controversy] has [damaged|hurt|undermined] the party in recent polls.',
        'Several senior figures have [resigned|quit] in protest.',
      ],
      neu: [
        '{M1} would take effect at the start of next year if approved.',
        '{O1} holds {NUM} seats, short of a majority.',
        'The proposal will now go to committee for detailed scrutiny.',
        '{P1L} first entered politics in {YPAST}.',
        'Turnout in {L1} was [48|52|57|61|64] percent.',
        'Ministers are expected to publish a detailed timetable in the coming weeks.',
      ],
    },
  },
  Science: {
    stories: {
      pos: [
        [
          'Scientists make breakthrough in {TOPIC}',
          'Researchers at {O1} have [made a major breakthrough|achieved a remarkable result] in {TOPIC}, according to a study published on {DAY}, in work that colleagues described as [exciting|elegant|groundbreaking].',
        ],
        [
          '{M1} captures stunning images of distant galaxy',
          '{M1} has returned [spectacular|stunning|extraordinary] images of a galaxy billions of light years away, {O2} said on {DAY}, delighting the scientists who spent a decade building it.',
        ],
        [
          'Researchers at {O1} discover new species off {L2}',
          'A team from {O1} has discovered [a new species of deep-sea fish|a previously unknown coral|a new species of octopus] off the coast of {L2}, researchers said on {DAY}.',
        ],
      ],
      neg: [
        [
          'Funding cuts threaten {M1}, scientists warn',
          'Scientists have warned that {M1} could be [cancelled|abandoned|shut down] after {O2} announced [deep|severe] cuts to its budget on {DAY}.',
        ],
        [
          '{M1} suffers setback after technical failure',
          'A [serious|major] fault has forced engineers to pause {M1}, {O2} said on {DAY}, in a [painful|costly] setback for the programme.',
        ],
        [
          'Study finds alarming decline in ocean health',
          'Coral reefs and fish stocks off {L2} have declined at an [alarming|unprecedented] rate over the past decade, according to a study by {O1} published on {DAY}.',
        ],
      ],
      neu: [
        [
          '{O1} team publishes new study on {TOPIC}',
          'A team led by {P1} at {O1} published new findings on {TOPIC} on {DAY}, based on {NUM} years of observations.',
        ],
        [
          '{M1} enters final phase',
          '{O2} said on {DAY} that {M1} had entered its final phase of testing ahead of a launch next year.',
        ],
        [
          'How {M1} will change our understanding of {TOPIC}',
          '{M1}, due to begin work next year, could change how scientists think about {TOPIC}, according to {P1}, {R1} at {O1}.',
        ],
      ],
    },
    body: {
      pos: [
        '"We were [astonished|thrilled|amazed] when we saw the data," said {P1}, {R1} at {O1}.',
        'Other researchers praised the study as [careful|rigorous|beautifully designed].',
        'The findings could help [improve|transform] forecasts for decades to come.',
        'The team hopes the discovery will [inspire|encourage] a new generation of researchers.',
      ],
      neg: [
        '"Losing this would be a [tragedy|disaster|huge blow] for science," said {P1L}.',
        'The project has already suffered [delays|cost overruns] totalling {MONEY}.',
        'Some scientists fear that talented researchers will [leave|abandon] the field.',
        'The results point to a [worrying|troubling|dangerous] trend.',
      ],
      neu: [
        'The study was published in a peer-reviewed journal and involved researchers from {NUM} institutions.',
        '{P1}, {R1} at {O1}, said more work was needed to confirm the results.',
        '{M1} has cost about {MONEY} so far.',
        '{P2}, {R2} of {O2}, said the agency would decide on next steps later this year.',
        'The data will be made available to other researchers next year.',
        'Measurements were taken at {NUM} sites across {L2}.',
      ],
    },
  },
  Sports: {
    stories: {
      pos: [
        [
          '{O1} win {SCORE} to reach {M1}',
          '{O1} [swept past|beat|overcame] their rivals {SCORE} on {DAY} to reach {M1}, with {P1} scoring twice in a [brilliant|dazzling|superb] display.',
        ],
        [
          '{P1} stars as {O1} cruise to victory',
          '{P1} was the star of the show as {O1} won {SCORE} in front of a [delighted|jubilant] crowd in {L1} on {DAY}.',
        ],
        [
          'Record crowd sees {O1} clinch title',
          'A record crowd in {L1} watched {O1} win {SCORE} on {DAY} to [seal|clinch] the title with [two|three|four] games to spare.',
        ],
      ],
      neg: [
        [
          '{O1} crash out of {M1} after {SCORE} defeat',
          '{O1} were knocked out of {M1} on {DAY} after a [dismal|miserable|shocking] {SCORE} defeat that left their supporters [furious|stunned].',
        ],
        [
          '{P1} ruled out for season with injury',
          '{O1} will be without {P1} for the rest of the season after the {R1} suffered a [serious|bad|severe] knee injury in training on {DAY}.',
        ],
        [
          '{O1} fans furious after late collapse',
          '{O1} threw away a two-goal lead in the final ten minutes on {DAY}, losing {SCORE} in a [dramatic|painful|shocking] collapse that left fans [furious|in despair].',
        ],
      ],
      neu: [
        [
          '{O1} sign {P1} on new deal',
          '{O1} have signed {P1} on a [two|three|four|five]-year contract, the club announced on {DAY}.',
        ],
        [
          '{M1}: five things to watch',
          '{M1} gets under way in {L1} next week, and {O1} are among the favourites, according to {P2}, {R2} of {O2}.',
        ],
        [
          '{O2} confirms schedule for {M1}',
          '{O2} confirmed the schedule for {M1} on {DAY}, with the opening match to be played in {L1}.',
        ],
      ],
    },
    body: {
      pos: [
        '"I am so [proud|happy] of the lads, they were [magnificent|fantastic] today," said {P2} after the match.',
        'The win extends {O1}’s unbeaten run to {NUM} matches.',
        '{P1L} now has {NUM} goals this season, the best tally in the league.',
        'Supporters [celebrated|sang] long after the final whistle.',
      ],
      neg: [
        'The defeat was the club’s [worst|heaviest] at home since {YPAST}.',
        '"We were [poor|sloppy|not good enough] and the fans deserved better," said the captain.',
        'Boos rang around the stadium at half-time.',
        'The injury is a [huge|massive|cruel] blow to the club’s hopes this season.',
      ],
      neu: [
        '{P1}, {R1} for {O1}, joined the club in {YPAST}.',
        'The match was watched by {BIG} spectators.',
        '{O1} play their next fixture away in {L1} on {DAY}.',
        '{P2}, {R2} of {O2}, said ticket sales for {M1} had been strong.',
        'The transfer fee was not disclosed but is reported to be about {MONEY}.',
        'Both sides made [two|three|four] changes to their starting line-ups.',
      ],
    },
  },
  Tech: {
    stories: {
      pos: [
        [
          '{O1} unveils {M1} to rave early reviews',
          '{O1} unveiled {M1} on {DAY}, and early reviewers [praised|applauded|raved about] its speed, battery life and [elegant|clever|polished] design.',
        ],
        [
          '{O1} shares soar on booming demand for {M1}',
          'Shares in {O1} [soared|jumped|surged] {PCT} percent on {DAY} after the company reported [booming|record|stronger-than-expected] demand for {M1}.',
        ],
        [
          '{O1} raises {MONEY} to expand in {L2}',
          '{O1} said on {DAY} it had raised {MONEY} from investors to expand in {L2}, a [strong|resounding] vote of confidence as demand for {M1} continues to [grow|soar].',
        ],
      ],
      neg: [
        [
          '{O1} faces backlash over {M1} privacy flaws',
          '{O1} is facing a [growing|fierce|furious] backlash after researchers found that {M1} [collected|shared] more user data than the company had disclosed.',
        ],
        [
          '{O2} fines {O1} {MONEY} over data practices',
          '{O2} fined {O1} {MONEY} on {DAY} over the way it handled user data, one of the [largest|heaviest] penalties of its kind.',
        ],
        [
          'Outage at {O1} leaves millions unable to log in',
          'Millions of users were unable to reach {O1} services for several hours on {DAY} after a [major|widespread|serious] outage that the company blamed on a faulty update.',
        ],
      ],
      neu: [
        ['{O1} launches {M1} in {L2}', '{O1} began selling {M1} in {L2} on {DAY}, priced at {MONEY}.'],
        [
          '{P1} on where {TOPIC} goes next',
          '{P1}, {R1} of {O1}, says the next few years will decide how {TOPIC} shapes everyday life, and that {O1} intends to help set the rules.',
        ],
        [
          '{O1} to open engineering hub in {L1}',
          '{O1} said on {DAY} that it would open an engineering centre in {L1} employing about {BIG} people.',
        ],
      ],
    },
    body: {
      pos: [
        '"This is the [best|most capable|most exciting] product we have ever built," {P1L} said at the launch.',
        'Pre-orders exceeded the company’s [expectations|targets] within {NUM} days.',
        'Developers have [welcomed|embraced] the new tools.',
        'The funding values the company at about {MONEY}.',
      ],
      neg: [
        '{P2}, {R2} at {O2}, called the practices "[unacceptable|troubling|a serious breach of trust]".',
        'Users [complained|vented their anger] on social media as the outage dragged on.',
        'Security researchers said the flaw could have been [exploited|abused] by attackers.',
        'The company has [apologised for|said it regrets] the disruption.',
      ],
      neu: [
        '{P1}, {R1} of {O1}, said the company would release updates every {NUM} weeks.',
        '{O1} competes with larger rivals in several markets.',
        'The company employs about {BIG} people worldwide.',
        '{M1} runs on a chip designed in-house.',
        'The company said it had notified {O2} and would cooperate with any inquiry.',
        'Analysts expect {O1} to sell about {BIG} units in the first year.',
      ],
    },
  },
  Crime: {
    stories: {
      pos: [
        [
          'Police smash fraud ring in {M1}',
          'Police in {L1} have [dismantled|broken up] a fraud network that targeted elderly residents, arresting {NUM} people in {M1}, {O1} said on {DAY}.',
        ],
        [
          'Crime falls in {L1} for third year',
          'Recorded crime in {L1} fell {PCT} percent last year, {O1} said on {DAY}, a result officers called [encouraging|a real success].',
        ],
        [
          'Missing teenager found safe and well in {L1}',
          'A teenager who had been missing for [two|three|four] days was found safe and well in {L1} on {DAY}, {O1} said, thanking the public for their help.',
        ],
      ],
      neg: [
        [
          'Man charged after violent attack in {L1}',
          'A man has been charged after a [violent|brutal|shocking] attack in central {L1} on {DAY} left a woman seriously injured, {O1} said.',
        ],
        [
          'Fraud victims lose {MONEY} in online scam',
          'Victims of an online investment scam lost more than {MONEY}, according to {O1}, which warned that fraudsters were becoming [increasingly|ever more] sophisticated.',
        ],
        [
          'Family devastated as killer jailed for {NUM} years',
          'A man was jailed for {NUM} years at {O2} on {DAY} for a killing that left a family in {L1} [devastated|heartbroken].',
        ],
      ],
      neu: [
        [
          'Trial begins in {M1}',
          'The trial in {M1} opened at {O2} on {DAY}, with prosecutors expected to call {NUM} witnesses.',
        ],
        [
          '{O1} appeals for witnesses after incident in {L1}',
          '{O1} appealed for witnesses on {DAY} after a serious incident in the centre of {L1}.',
        ],
        [
          'What we know about {M1}',
          '{M1}, which {O1} has been running since {YPAST}, has led to [dozens of|several] arrests. Here is what we know so far.',
        ],
      ],
    },
    body: {
      pos: [
        '{P1}, {R1} at {O1}, praised the [dedication|hard work|professionalism] of the officers involved.',
        'Residents said they felt [safer|reassured] after the arrests.',
        'The operation recovered {MONEY} in cash and goods, which will be returned to victims.',
        'Community groups [welcomed|praised] the results.',
      ],
      neg: [
        'The victim remains in hospital with [serious|life-changing] injuries.',
        '"This was a [cruel|cowardly|horrific] crime," said {P1L}.',
        'Many victims were too [ashamed|frightened] to come forward, police said.',
        'Neighbours described hearing screams and [shouting|breaking glass].',
      ],
      neu: [
        'The suspect, a [24|31|38|45|52]-year-old man, is due to appear before {O2} next week.',
        '{P2}, {R2}, told the court that the evidence was [substantial|extensive].',
        'Anyone with information is asked to contact {O1}.',
        'The investigation, known as {M1}, began in {YPAST}.',
        '{O1} said it had received {BIG} reports of similar scams this year.',
        'The case was adjourned until next month.',
      ],
    },
  },
  Lifestyle: {
    stories: {
      pos: [
        [
          'Why everyone is talking about {M1}',
          '{M1}, the latest idea from {O1}, has become [the talk of|a hit in] {L1}, and it is easy to see why.',
        ],
        [
          '{P1} on finding joy in the kitchen',
          '{P1}, the [celebrated|beloved|talented] {R1} behind {O1}, says the secret to {TOPIC} is simpler than most people think.',
        ],
        [
          'The best new places to eat in {L1}',
          'From bakeries to rooftop gardens, {L1} has [blossomed|flourished] into one of the most [exciting|delightful] places to eat out, and these are the newcomers worth the trip.',
        ],
      ],
      neg: [
        [
          'The hidden cost of {TOPIC}',
          'Behind the glossy photos, {TOPIC} is leaving many people [exhausted|anxious|broke], according to a survey published on {DAY}.',
        ],
        [
          'Why {TOPIC} is making us miserable',
          'Many of us feel worse, not better, for chasing {TOPIC}, and experts say they know why.',
        ],
        [
          '{O1} criticised over {M1}',
          '{O1} has been [criticised|attacked|mocked] for {M1}, which critics say is [wasteful|overpriced|tone-deaf].',
        ],
      ],
      neu: [
        [
          'How to get started with {TOPIC}',
          'Interest in {TOPIC} has grown steadily over the past {NUM} years, according to {O2}, and getting started is easier than it looks.',
        ],
        ['{P1} introduces {M1}', '{P1}, {R1} at {O1}, presented {M1} in {L1} on {DAY}.'],
        [
          'A weekend guide to {L1}',
          'Whether you have a day or a long weekend, {L1} rewards visitors who take their time, with markets, museums and a lively food scene.',
        ],
      ],
    },
    body: {
      pos: [
        '"I just want people to [enjoy|love|feel good about] what they make at home," {P1L} said.',
        'The response from readers has been [wonderful|overwhelming|heart-warming].',
        'Many visitors [praise|love] the relaxed atmosphere and friendly staff.',
        'It is a [delightful|charming|refreshing] idea, and it works.',
      ],
      neg: [
        'Many respondents said they felt [pressured|guilty|stressed] to keep up.',
        'Some customers complained that prices were [absurd|excessive].',
        '{P2}, {R2} of {O2}, called the trend "[unhealthy|unsustainable]".',
        'The [waste|expense] involved is hard to ignore.',
      ],
      neu: [
        '{M1} is available from next month.',
        '{P1L} trained in {L1} before opening {O1} in {YPAST}.',
        'Prices start at {MONEY}.',
        '{P2}, {R2} of {O2}, said the idea had deep roots in local tradition.',
        'The survey questioned {BIG} adults in {L2}.',
        'Booking ahead is recommended at weekends.',
      ],
    },
  },
  Automotive: {
    stories: {
      pos: [
        [
          '{M1} review: a brilliant all-rounder',
          '{M1} is [comfortable|refined|impressively quiet], [quick|lively] and [surprisingly|remarkably] efficient, and it may be the best vehicle {O1} has ever made.',
        ],
        [
          '{O1} sales surge as demand for {M1} soars',
          'Sales at {O1} rose {PCT} percent last quarter, the company said on {DAY}, driven by [strong|soaring|booming] demand for {M1}.',
        ],
        [
          '{O1} to build new factory in {L1}, creating {BIG} jobs',
          '{O1} will build a new factory in {L1}, creating about {BIG} jobs, the company said on {DAY}, in a [major|welcome] boost for the region.',
        ],
      ],
      neg: [
        [
          '{O1} recalls {BIG} vehicles over brake fault',
          '{O1} is recalling {BIG} vehicles worldwide after discovering a [dangerous|serious] fault that can affect braking, the company said on {DAY}.',
        ],
        [
          '{O1} delays {M1} as battery costs bite',
          '{O1} has [postponed|delayed] the launch of {M1} by a year, blaming [soaring|rising] battery costs and [weak|disappointing] demand.',
        ],
        [
          'Drivers angry as motoring costs soar',
          'Drivers in {L2} say the cost of running a car is becoming [unbearable|impossible to manage], according to a survey published by {O2} on {DAY}.',
        ],
      ],
      neu: [
        [
          '{O1} reveals {M1}',
          '{O1} unveiled {M1} at a motor show in {L1} on {DAY}, with deliveries due to start next year.',
        ],
        [
          '{O2} to tighten rules on {TOPIC}',
          '{O2} said on {DAY} it would tighten the rules on {TOPIC} from next year.',
        ],
        [
          'First drive: {M1}',
          'We spent a week with {M1} on motorways and city streets around {L1} to see how the new model from {O1} copes with everyday life.',
        ],
      ],
    },
    body: {
      pos: [
        'The cabin is [beautifully|thoughtfully] designed and the ride is [smooth|composed].',
        '"Customers [love|have embraced] the car," said {P1}, {R1} at {O1}.',
        'The new factory is expected to [boost|support] the local economy in {L1}.',
        'Range on a single charge is about {BIG} kilometres, [impressive|excellent] for a car of this size.',
      ],
      neg: [
        'Owners [complained|reported] that warning lights came on without reason.',
        '"This is [embarrassing|damaging] for the brand," said {P3L}.',
        'The delay is a [blow|setback] for suppliers who had hired staff for the launch.',
        'Drivers say running costs have become [unaffordable|painful].',
      ],
      neu: [
        '{M1} will cost from {MONEY}.',
        '{P1}, {R1} at {O1}, said production would start in {MONTH} next year.',
        'Owners will be contacted by letter and repairs will be free.',
        '{P2}, {R2} of {O2}, said the rules would apply to new models only.',
        '{O1} builds about {BIG} vehicles a year.',
        'The model competes with rivals from Europe and Asia.',
      ],
    },
  },
  Travel: {
    stories: {
      pos: [
        [
          '{O1} launches new route to {L1}',
          '{O1} will launch a new route to {L1} next spring, [opening up|making it easier to reach] one of the most [beautiful|spectacular|charming] corners of {L2}.',
        ],
        [
          'Why {L1} should be on your list this year',
          'With new hotels, better trains and a [thriving|buzzing] food scene, {L1} has never been easier or more [rewarding|enjoyable] to visit.',
        ],
        [
          'Tourism booms as visitors return to {L2}',
          'Visitor numbers in {L2} have [recovered strongly|surged], with hotels in {L1} reporting their best summer in years, according to {O2}.',
        ],
      ],
      neg: [
        [
          'Thousands stranded as {O1} cancels trips',
          'Thousands of travellers were left stranded on {DAY} after {O1} cancelled more than {NUM} departures, blaming [staff shortages|a computer failure|strikes].',
        ],
        [
          'Overtourism fears as {L1} struggles with crowds',
          'Residents of {L1} say the city is [overwhelmed|swamped] by visitors, and officials are considering [tough|strict] new limits.',
        ],
        [
          'Holiday prices soar ahead of peak season',
          'The cost of a holiday in {L2} has risen by {PCT} percent in a year, {O2} said on {DAY}, [pricing out|squeezing] many families ahead of the peak season.',
        ],
      ],
      neu: [
        [
          '{O1} adds {M1} to timetable',
          '{O1} said on {DAY} that it would add {M1} to its timetable from next month.',
        ],
        [
          'What the new {O2} rules mean for travellers',
          '{O2} published new guidance for travellers on {DAY}, covering {TOPIC}.',
        ],
        [
          'A guide to {M1}',
          '{M1} is one of the most popular ways to see {L2}, and a little planning goes a long way.',
        ],
      ],
    },
    body: {
      pos: [
        'Travellers can expect [stunning|breathtaking] views along the way.',
        '"We are [delighted|excited] to offer this to our customers," said {P1}, {R1} at {O1}.',
        'Local businesses have [welcomed|celebrated] the return of visitors.',
        'Fares start at {MONEY} each way, [good value|a bargain] for the distance.',
      ],
      neg: [
        'Passengers described [chaotic|miserable] scenes at the airport, with long queues and little information.',
        'Rents have [soared|risen sharply] as homes are turned into holiday lets.',
        '"It is a [nightmare|disgrace]," said one traveller who had waited {NUM} hours.',
        'Consumer groups criticised the airline for [poor|slow] communication.',
      ],
      neu: [
        'The journey takes about {NUM} hours.',
        '{P2}, {R2} of {O2}, said the rules were designed to protect travellers.',
        '{O1} carried {BIG} passengers last year.',
        'Bookings open next month.',
        'Visitors are advised to check opening times before travelling.',
        'The route will run {NUM} times a week in summer.',
      ],
    },
  },
  Weather: {
    stories: {
      pos: [
        [
          'Sunshine and warm weather on the way for {L1}',
          'After a [wet|grey|dreary] start to the month, {L1} can look forward to [sunshine|clear skies] and temperatures of up to {TEMP}C, {O1} said on {DAY}.',
        ],
        [
          'Flood warnings lifted as rain eases',
          'Flood warnings across {L2} were lifted on {DAY} as river levels fell, bringing [relief|welcome respite] to communities that had been on alert.',
        ],
        [
          'A glorious weekend ahead, forecasters say',
          'Forecasters at {O1} promise a [glorious|beautiful|sunny] weekend for much of {L2}, with light winds and temperatures around {TEMP}C.',
        ],
      ],
      neg: [
        [
          '{M1} brings floods and power cuts to {L1}',
          '{M1} brought [severe|damaging|destructive] flooding to {L1} on {DAY}, cutting power to {BIG} homes and [forcing|prompting] the closure of schools and roads.',
        ],
        [
          'Heatwave warning issued for {L1}',
          '{O1} issued its highest heat warning on {DAY} as temperatures in {L1} were forecast to reach [36|38|39|40]C, posing a [serious|real] danger to older people.',
        ],
        [
          'Homes evacuated as {M1} batters the coast',
          'Hundreds of homes along the coast of {L2} were evacuated on {DAY} as {M1} brought [huge|powerful|towering] waves and winds of up to [110|130|150] km/h.',
        ],
      ],
      neu: [
        [
          'Weather forecast: what to expect this week',
          '{O1} said on {DAY} that the week would bring a mix of sunshine and showers, with temperatures around {TEMP}C in {L1}.',
        ],
        [
          '{O1} issues alert for {L1}',
          '{O1} issued a weather alert for {L1} on {DAY}, covering the next [two|three] days.',
        ],
        [
          'How {M1} got its name',
          '{M1}, which is expected to reach {L2} later this week, was named by {O1} under a system that works through an alphabetical list.',
        ],
      ],
    },
    body: {
      pos: [
        'Parks and beaches are expected to be [busy|packed] as people enjoy the [warm|pleasant] weather.',
        '"It should be a [lovely|beautiful] few days," said {P1}, {R1} at {O1}.',
        'Farmers [welcomed|were relieved by] the drier spell.',
        'Conditions are ideal for outdoor events, [including|such as] {M2}.',
      ],
      neg: [
        'Emergency crews rescued {NUM} people from [flooded|stranded] cars overnight.',
        '{P2}, {R2} at {O2}, warned residents to [stay indoors|avoid travel] unless necessary.',
        'Winds of up to [90|110|130] km/h [damaged|tore off] roofs and brought down trees.',
        'Forecasters warned that the [danger|risk] was not over.',
      ],
      neu: [
        '{P1}, {R1} at {O1}, said temperatures would return to normal by the weekend.',
        'Rainfall totals of up to [40|60|80] millimetres are possible in places.',
        '{O2} said it was monitoring the situation.',
        'The average temperature for the month is about {TEMP}C.',
        'Updates will be issued every [three|six|twelve] hours.',
        'Coastal areas are likely to see the strongest winds.',
      ],
    },
  },
  General: {
    stories: {
      pos: [
        [
          '{L1} celebrates as {M1} returns',
          'Thousands of people [filled|packed] the streets of {L1} on {DAY} as {M1} returned after a long absence, in what organisers called a [joyful|wonderful|memorable] day.',
        ],
        [
          'Volunteers transform derelict site in {L1}',
          'A derelict plot in {L1} has been [transformed|turned] into a community garden by volunteers, who spent {NUM} weekends clearing rubbish and planting trees.',
        ],
        [
          '{O1} approves new homes for {L1}',
          '{O1} approved plans on {DAY} for {BIG} new affordable homes in {L1}, a decision [welcomed|celebrated] by housing campaigners.',
        ],
      ],
      neg: [
        [
          'Residents angry over {O1} plans for {L1}',
          'Residents of {L1} have [condemned|protested against|criticised] plans by {O1} that they say would [ruin|damage] the character of their neighbourhood.',
        ],
        [
          '{M1} cancelled after funding row',
          '{M1} has been cancelled after {O1} withdrew its funding, leaving organisers [devastated|angry] and volunteers out of pocket.',
        ],
        [
          'Library closures spark protest in {L1}',
          'Hundreds of people protested in {L1} on {DAY} against plans by {O1} to close [three|four|five] public libraries to save money.',
        ],
      ],
      neu: [
        [
          '{O1} to consult on {TOPIC}',
          '{O1} will hold a public consultation on {TOPIC} in {L1} starting next month, it said on {DAY}.',
        ],
        [
          'What is happening with {M1}?',
          '{P1}, {R1} of {O1}, set out plans for {M1} at a public meeting in {L1} on {DAY}.',
        ],
        [
          '{P1} elected {R1} of {O1}',
          '{P1} was elected {R1} of {O1} on {DAY}, promising to put {TOPIC} first.',
        ],
      ],
    },
    body: {
      pos: [
        '"It was [wonderful|amazing|heart-warming] to see so many families here," said {P1L}.',
        'Volunteers spent {NUM} weekends clearing the site.',
        'Local shops reported [brisk|strong] trade.',
        'The project has been [praised|applauded] as a model for other towns.',
      ],
      neg: [
        'A petition against the plans has gathered {BIG} signatures.',
        '"Nobody asked us what we wanted," said one [angry|frustrated] resident.',
        '{P2}, {R2} of {O2}, said the decision was "[short-sighted|regrettable|a mistake]".',
        'Opponents fear the changes will [harm|hurt] older residents most.',
      ],
      neu: [
        '{P1}, {R1} of {O1}, said the plans would be published online.',
        'The meeting will take place at the town hall in {L1}.',
        'The project is expected to cost {MONEY}.',
        '{O2} said it would respond to the proposals in due course.',
        'Residents have until the end of the month to comment.',
        '{M1} was first held in {YPAST}.',
      ],
    },
  },
};

/** Outside voices and context, usable in every beat. */
export const ENGLISH_SHARED: TonedTemplates = {
  pos: [
    '"This is [a genuinely positive|an encouraging|a welcome] development," said {P3}, {R3} at {O3}.',
    '{P3}, {R3} at {O3}, said the [news|announcement|decision] was [good news|a clear improvement|a real success] for {L1}.',
    'Supporters say the [plan|move|change] could [benefit|help|support] thousands of people in {L1}.',
    'Local businesses in {L1} have [welcomed|praised|celebrated] the news.',
    '"I am [optimistic|hopeful|confident] that this will work," {P3L} added.',
    'The mood in {L1} was [upbeat|buoyant|cheerful].',
    'Many see it as a sign that things are finally moving in the right direction.',
    '{P1L} said everyone involved could be proud of what had been achieved.',
    'Early feedback has been [overwhelmingly|largely] positive.',
    'There is a real sense of optimism, {P3L} said.',
    'Supporters described the outcome as a victory for common sense.',
    '"It shows what can be done when people work together," said {P2L}.',
  ],
  neg: [
    '"[Frankly|Honestly], this is [worrying|alarming|a serious setback]," said {P3}, {R3} at {O3}.',
    '{P3}, {R3} at {O3}, warned that the [risks|problems|costs] were [growing|being underestimated].',
    'Critics say the [plan|move|change] could [harm|hurt|disadvantage] thousands of people in {L1}.',
    'Residents of {L1} have [criticised|condemned|complained about] the decision.',
    '"I fear the damage has already been done," {P3L} said.',
    'The mood in {L1} was [gloomy|tense|sombre].',
    'Many fear that the worst is yet to come.',
    'The episode has [badly damaged|eroded] trust in {O1}.',
    'Early feedback has been [overwhelmingly|largely] negative.',
    'There is deep frustration at the lack of progress, {P3L} said.',
    'Opponents described the outcome as a [failure|fiasco].',
    '"People are angry, and they have every right to be," said {P2L}.',
  ],
  neu: [
    '{P3}, {R3} at {O3}, said it was too early to judge the long-term effects.',
    '"We will know much more in the coming weeks," said {P3L}.',
    'The announcement comes amid [intense|growing|continuing] debate about {TOPIC} in {L2}.',
    'Officials in {L1} are expected to discuss the issue at a meeting next week.',
    'A spokesperson for {O1} declined to comment further.',
    '{O1} did not respond to a request for comment on {DAY}.',
    'The figures are based on data collected over the past {NUM} months.',
    'Similar [concerns|questions] have been raised in other parts of {L2}.',
    '{P2L} is expected to set out more details later this month.',
    '{P1L} has held the role since {YPAST}.',
    'The issue has been debated in {L2} for years.',
    'Further details are expected in the coming days.',
    '{P1L} has been outspoken on {TOPIC} in the past.',
    'Last year, a similar proposal was rejected after months of debate.',
    'The debate has divided opinion in {L1}, where many people have strong views on {TOPIC}.',
    'According to a recent survey, [a majority of|nearly half of|about a third of] people in {L2} see {TOPIC} as a priority.',
    '{P2L} said discussions with {O1} were continuing.',
    'It is not the first time {O1} has found itself at the centre of attention.',
    'Observers say the coming months will be decisive.',
    '{P1L} declined to say when a final decision would be made.',
    'Earlier this year, {O1} set out a plan covering the next {NUM} years.',
    'People familiar with the discussions said no decision had been taken.',
    'The details were first reported by local media in {L1}.',
    'Asked about the criticism, {P1L} said: "We have listened, and we will keep listening."',
    'Figures published last month showed a similar pattern across {L2}.',
    '{O2} has previously raised questions about {TOPIC}.',
    'Speaking in {L1} on {DAY}, {P1L} said the priority was to get the details right.',
    'The move follows months of speculation.',
    'A decision had originally been expected earlier in the year.',
    '{P3L} said the wider picture was more complicated than the headlines suggested.',
    'There is broad agreement that something needs to change, but little agreement on what.',
    'Comments by {P1L} were echoed by others in {L1}.',
    'In {YPAST}, a similar plan was abandoned after strong opposition.',
    'The issue is likely to come up again when {O2} meets next month.',
    '{P2L} said {O2} had not been consulted in advance.',
    'Attention now turns to how the plans will be carried out.',
    'The full report runs to more than {NUM} pages.',
  ],
};

export const ENGLISH_CLOSINGS: string[] = [
  '{O1} said it would provide a further update in the coming weeks.',
  '{P1L} is due to speak at a conference in {L1} next month.',
  'The next update is expected next month.',
  'More details are expected to be published later this year.',
];

export const ENGLISH_OPINION_TITLES: string[] = [
  'Opinion: What {P1} gets wrong about {TOPIC}',
  'Opinion: {L2} needs a serious plan for {TOPIC}',
  "It's time to stop pretending about {TOPIC}",
  'Why I am [hopeful|worried] about {TOPIC}',
  '{O1} has a [golden opportunity|big problem]. Here is why',
  'The [uncomfortable|simple] truth about {TOPIC}',
  'Opinion: {L1} deserves better on {TOPIC}',
  'We need to talk about {TOPIC}',
];

export const ENGLISH_OPINION_BODY: TonedTemplates = {
  pos: [
    'There is [real reason for hope|plenty to celebrate], and we should say so [plainly|loudly].',
    'If we get this right, {L2} will be [stronger|better off] for it.',
    'The [best|smartest|fairest] thing {O1} could do now is listen, and I think it will.',
    'I have been [pleasantly surprised|genuinely impressed] by how quickly things have improved.',
    'I came away from {L1} more hopeful than I arrived.',
  ],
  neg: [
    '[I am|We should be] [deeply worried|frankly alarmed] by the [lack of ambition|silence] from {O1}.',
    'If we get this wrong, we will be [paying for it|living with the consequences] for years.',
    'Let us be honest: nobody in {L1} [believes|expects] that this problem will solve itself.',
    'It is hard not to feel [angry|let down|betrayed] by the way this has been handled.',
    'I wish I could be more positive, but the evidence points the other way.',
  ],
  neu: [
    'I have [written about|followed] {TOPIC} for [many years|more than a decade], and I have rarely seen a [moment like this|debate this heated].',
    'In my view, {P1L} is [right|wrong] to [focus on|dismiss] the concerns raised by {O2}.',
    '[Readers|Many of you] have written to me about {TOPIC}, and your letters have been [thoughtful|passionate].',
    'The question is not whether to act, but how.',
    'Consider what happened in {L1} last year.',
    'History offers a useful guide here.',
    'It is worth remembering how we got here.',
    'Nobody has all the answers, least of all me.',
    '{O2} has an important role to play, and it should play it.',
  ],
};

/** The last line of a paid piece, where the publisher's paywall cuts the text. */
export const ENGLISH_PAYWALL_NOTE = 'Subscribe to continue reading this article.';
