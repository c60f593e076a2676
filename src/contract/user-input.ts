// Value shapes shared by the `user_input` echoes of the article and source answers.
import { z } from 'zod';

/**
 * An echoed list parameter. Our service echoes lists as arrays (docs/spec/decisions.md, "Fine points"); the
 * public API's echo is untyped (`additionalProperties: true`), so a plain string is accepted too.
 */
export const listEchoSchema = z.union([z.array(z.string()), z.string()]);
