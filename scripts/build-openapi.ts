// `npm run openapi` (and `npm run build`): writes the OpenAPI document generated from the contract to
// docs/openapi.json, the committed copy that test/api/openapi.test.ts keeps equal to the contract.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '../src/contract/openapi';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/openapi.json');
const json = openApiJson();
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
if (before === json) {
  console.log(`${path.relative(process.cwd(), target)} is up to date`);
} else {
  fs.writeFileSync(target, json);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${json.length} bytes)`);
}
