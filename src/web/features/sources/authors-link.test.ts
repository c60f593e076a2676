import { describe, expect, it } from 'vitest';
import { authorsSearchSchema } from '../authors/authors-search';
import { authorsSearchForSource, authorsSearchForSourceAuthor, topAuthorsWindow } from './authors-link';

describe('links from a source row to the Authors page', () => {
  it("name the Authors page's own params, which it reads back as the filters meant", () => {
    const bySource = authorsSearchSchema.parse(authorsSearchForSource('harbor.example'));
    expect(bySource.sources).toEqual(['harbor.example']);
    expect(bySource.author_name).toBeUndefined();

    const byAuthor = authorsSearchSchema.parse(authorsSearchForSourceAuthor('harbor.example', 'Ana Ruiz'));
    expect(byAuthor).toMatchObject({ author_name: 'Ana Ruiz', sources: ['harbor.example'] });
  });

  it("open an author over the window the top-authors count was made on, not the page's default week", () => {
    const search = authorsSearchSchema.parse(authorsSearchForSourceAuthor('harbor.example', 'Bo Li'));
    expect(search.from_).toBe(topAuthorsWindow.preset);
    expect(topAuthorsWindow.preset).toBe(`${topAuthorsWindow.days}d`);
  });
});
