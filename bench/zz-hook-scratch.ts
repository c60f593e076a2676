import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import { analysisFields } from '../src/server/analysis/text/analysis-text';
import { analyseText } from '../src/server/analysis/nlp/text-analysis';
import { generateDemoArticles } from '../src/server/seed';
const count = 1500;
const texts = [...generateDemoArticles({ articles: count, now: new Date('2026-11-20T12:00:00Z') })].flatMap((a) => { const f = analysisFields(a); return [f.title, f.content || f.description || ''].filter((t) => t.trim()); });
const wink = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model'), ['sbd','negation','sentiment','pos']);
const its = wink.its as any;
function plain(text: string) {
  const doc = wink.readDoc(text); const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const lemmas = tokens.out(its.lemma) as string[];
  for (let i = 0; i < lemmas.length; i++) lemmas[i] = (lemmas[i] ?? values[i]!).toLowerCase();
  const spans: number[][] = []; doc.sentences().each((s: any) => { const sp = s.out(its.span); spans.push([sp[0], sp[1]]); });
  return [values, lemmas, tokens.out(its.pos), tokens.out(its.type), tokens.out(its.stopWordFlag), tokens.out(its.precedingSpaces), doc.out(its.sentiment)];
}
const passes: Record<string, () => void> = {
  plainReadDoc: () => { for (const t of texts) wink.readDoc(t); },
  plainAnalyse: () => { for (const t of texts) plain(t); },
  analyseText: () => { for (const t of texts) analyseText(t); },
};
const times: Record<string, number[]> = {};
for (let r = 0; r < 6; r++) for (const [n, f] of Object.entries(passes)) { const s = process.cpuUsage(); f(); const u = process.cpuUsage(s); if (r) (times[n] ??= []).push((u.user + u.system) / 1000 / count); }
for (const [n, xs] of Object.entries(times)) console.log(n.padEnd(14), xs.sort()[2]!.toFixed(4), xs.map((x) => x.toFixed(3)).join(' '));
