// The profile ids as a plain constant (no zod): the SPA's shell reads the profile list at start-up, in its
// entry chunk, and a schema module there would bring zod with it. profiles.ts builds its schema from it.
export const profileIds = ['basic', 'nlp', 'full', 'newscatcher'] as const;
