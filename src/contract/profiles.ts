// The proxy's profiles as the SPA sees them (`GET /ui/profiles`): names and plans, never tokens.
import { z } from 'zod';
import { profileIds } from './profile-ids';

export const profileIdSchema = z.enum(profileIds);
export type ProfileId = z.infer<typeof profileIdSchema>;

export const profileSchema = z.object({
  id: profileIdSchema,
  label: z.string(),
  /** The plan the profile's key is on (`v3_basic`, ...); null when the upstream does not say. */
  plan: z.string().nullable(),
  /** `local`: the embedded service with a demo key; `public`: the NewsCatcher API with the configured token. */
  kind: z.enum(['local', 'public']),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilesResponseSchema = z.object({
  profiles: z.array(profileSchema),
  default: profileIdSchema,
});
export type ProfilesResponse = z.infer<typeof profilesResponseSchema>;
