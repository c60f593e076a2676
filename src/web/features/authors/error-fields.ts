// Which search param an API error is about, so the form can show the message next to that control.
// The interface's messages start with the parameter's name (docs/spec/decisions.md, "Everywhere"): "lang
// contains …", "from_ (2026-09-22T08:12:09) reaches further back …", "include_nlp_data needs the NLP layer
// …".
import { ApiError } from '../../lib/api-error';
import { authorsParamNames } from './authors-search';
import type { AuthorsParamName } from './authors-search';

const paramNames: ReadonlySet<string> = new Set(authorsParamNames);
const leadingName = /^`?([A-Za-z_][A-Za-z0-9_]*)`?(?=[\s(:,]|$)/;

export function isAuthorsParamName(name: string): name is AuthorsParamName {
  return paramNames.has(name);
}

export function paramOfError(error: unknown): AuthorsParamName | null {
  if (!(error instanceof ApiError)) return null;
  if (error.param && isAuthorsParamName(error.param)) return error.param;
  const name = leadingName.exec(error.message)?.[1];
  return name && isAuthorsParamName(name) ? name : null;
}
