// Measures the demo generator's throughput: `npx tsx src/server/seed/bench-generate.ts [articles]`.
// Reports articles/s for generation alone and with JSON serialisation (what ingest does next), per wall-clock
// second and per CPU second (the machine is shared, so wall-clock figures swing with load), and the heap
// after the run (the generator streams, so it should stay flat however many articles are made).
import { generateDemoArticles } from './generate';

const count = Number(process.argv[2] ?? 200_000);
const now = new Date();

function run(label: string, serialise: boolean): void {
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  let characters = 0;
  let words = 0;
  for (const article of generateDemoArticles({ articles: count, now, seed: 1 })) {
    words += article.word_count;
    characters += serialise ? JSON.stringify(article).length : article.content.length;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const heapMb = process.memoryUsage().heapUsed / 1e6;
  console.log(
    `${label}: ${count} articles in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} articles/s ` +
      `(${Math.round(count / cpuSeconds)} per CPU second) ` +
      `(${Math.round(words / count)} words/article, ${(characters / 1e6).toFixed(0)} M chars, heap ${heapMb.toFixed(0)} MB)`,
  );
}

run('generate', false);
run('generate + JSON.stringify', true);
