// Clustering of one authors page (clustering_enabled; docs/spec/decisions.md, "Articles by author"): the
// page's articles are embedded by the chosen clustering_variable and grouped by single-link clustering: two
// articles whose cosine similarity is at least clustering_threshold are in the same cluster, and clusters are
// the connected groups of that relation. Single link was chosen over greedy (leader) clustering because its
// clusters do not depend on the order articles are visited in; the result is deterministic. Clusters are
// numbered "0", "1", … in the order of their first article on the page, and keep the page's order inside.
//
// What is compared, per clustering_variable:
// - content: the stored embedding (the enrichment's, of title and body) when it has EMBEDDING_DIMENSION
//   numbers; otherwise embedText of the same text (title, then content or else description), so articles
//   with and without a stored embedding stay comparable.
// - title: embedText(title).
// - summary: embedText of the NLP layer's summary, else the publisher's description, else the title.
import type { Statement } from 'better-sqlite3';
import type { ClusteringVariable } from '../../../contract';
import type { Db } from '../../store/db';
import { decodedArticlesSql } from '../../store/article-doc-codec';
import { decodeEmbedding } from '../../store/nlp-codec';
import { EMBEDDING_DIMENSION, embedText } from '../../analysis/nlp';

/**
 * Float32 rounding puts the similarity of identical texts a hair either side of 1; within this margin a
 * similarity counts as reaching the threshold, so that duplicates still cluster at clustering_threshold=1.
 */
export const SIMILARITY_TOLERANCE = 1e-6;

interface ClusterTextRow {
  rowid: number;
  title: string | null;
  content: string | null;
  description: string | null;
  summary: string | null;
  embedding: Buffer | null;
}

/**
 * Only the columns the variable needs are read (the embedding blob only for `content`), from `a`, a row of
 * the page's articles with `doc_json` their doc decoded once (clusterTextSql).
 */
const COLUMNS: Record<ClusteringVariable, string> = {
  content: `a.doc_json ->> '$.title' AS title, a.doc_json ->> '$.content' AS content, a.doc_json ->> '$.description' AS description,
    NULL AS summary, a.embedding AS embedding`,
  title: `a.doc_json ->> '$.title' AS title, NULL AS content, NULL AS description, NULL AS summary, NULL AS embedding`,
  summary: `a.doc_json ->> '$.title' AS title, NULL AS content, a.doc_json ->> '$.description' AS description,
    a.nlp_doc ->> '$.summary' AS summary, NULL AS embedding`,
};

/**
 * The statement reading the variable's COLUMNS of the articles whose rowids are in the JSON array bound to it,
 * each row's doc decoded once (decodedArticlesSql).
 */
export function clusterTextSql(variable: ClusteringVariable): string {
  return `SELECT a.rowid AS rowid, ${COLUMNS[variable]} FROM ${decodedArticlesSql(
    'a.rowid AS rowid, a.nlp_doc AS nlp_doc, a.embedding AS embedding',
    'FROM json_each(?) j JOIN articles a ON a.rowid = j.value',
  )}`;
}

const nonBlank = (text: string | null): string | null => (text && text.trim() !== '' ? text : null);

function textOf(row: ClusterTextRow, variable: ClusteringVariable): string {
  const title = row.title ?? '';
  switch (variable) {
    case 'title':
      return title;
    case 'summary':
      return nonBlank(row.summary) ?? nonBlank(row.description) ?? title;
    case 'content':
      return `${title}\n${nonBlank(row.content) ?? row.description ?? ''}`;
  }
}

/** The vector scaled to unit length (the zero vector stays zero), so that a dot product is the cosine. */
function unitLength(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  if (norm === 0 || Math.abs(norm - 1) < 1e-9) return vector;
  const scale = 1 / Math.sqrt(norm);
  return vector.map((value) => value * scale);
}

function embeddingOf(row: ClusterTextRow, variable: ClusteringVariable): Float32Array {
  if (variable === 'content' && row.embedding) {
    const stored = decodeEmbedding(row.embedding);
    if (stored.length === EMBEDDING_DIMENSION) return unitLength(stored);
  }
  return unitLength(embedText(textOf(row, variable)));
}

/**
 * Single-link clusters of vectors of one dimension: groups of indexes, each ascending, ordered by their
 * first index. Vectors must be of unit length (or zero): their dot product is taken as the cosine.
 */
export function singleLinkClusters(vectors: readonly Float32Array[], threshold: number): number[][] {
  const count = vectors.length;
  const dimension = vectors[0]?.length ?? 0;
  const packed = new Float64Array(count * dimension);
  vectors.forEach((vector, index) => packed.set(vector, index * dimension));

  const parent = Array.from({ length: count }, (_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };
  const limit = threshold - SIMILARITY_TOLERANCE;
  const unrolledEnd = dimension - (dimension % 4);
  for (let i = 0; i < count; i++) {
    const iOffset = i * dimension;
    for (let j = i + 1; j < count; j++) {
      const rootI = root(i);
      const rootJ = root(j);
      if (rootI === rootJ) continue; // already linked: the similarity would change nothing
      const jOffset = j * dimension;
      // Four running sums let the engine pipeline the multiplications.
      let sum0 = 0;
      let sum1 = 0;
      let sum2 = 0;
      let sum3 = 0;
      for (let k = 0; k < unrolledEnd; k += 4) {
        sum0 += packed[iOffset + k]! * packed[jOffset + k]!;
        sum1 += packed[iOffset + k + 1]! * packed[jOffset + k + 1]!;
        sum2 += packed[iOffset + k + 2]! * packed[jOffset + k + 2]!;
        sum3 += packed[iOffset + k + 3]! * packed[jOffset + k + 3]!;
      }
      for (let k = unrolledEnd; k < dimension; k++) sum0 += packed[iOffset + k]! * packed[jOffset + k]!;
      // The smaller root wins, so each group's root is its first index.
      if (sum0 + sum1 + sum2 + sum3 >= limit) parent[Math.max(rootI, rootJ)] = Math.min(rootI, rootJ);
    }
  }

  const groups = new Map<number, number[]>();
  for (let index = 0; index < count; index++) {
    const group = groups.get(root(index));
    if (group) group.push(index);
    else groups.set(root(index), [index]);
  }
  return [...groups.values()]; // a Map iterates in insertion order: by first index
}

export type ArticleClustering = (
  rowids: readonly number[],
  variable: ClusteringVariable,
  threshold: number,
) => number[][];

/** Clusters a page: `rowids` in page order in, groups of positions in that list out. */
export function createArticleClustering(db: Db): ArticleClustering {
  const statements = Object.fromEntries(
    (Object.keys(COLUMNS) as ClusteringVariable[]).map((variable) => [
      variable,
      db.prepare(clusterTextSql(variable)),
    ]),
  ) as Record<ClusteringVariable, Statement>;

  return function clusterArticles(rowids, variable, threshold) {
    if (rowids.length === 0) return [];
    const rows = new Map<number, ClusterTextRow>();
    for (const row of statements[variable].all(JSON.stringify(rowids)) as ClusterTextRow[])
      rows.set(row.rowid, row);
    const vectors = rowids.map((rowid) => embeddingOf(rows.get(rowid)!, variable));
    return singleLinkClusters(vectors, threshold);
  };
}

/**
 * The members `"clusters_count":N,"clusters":[…]` of a clustered answer; `articleJson(position)` gives the
 * JSON of the page's article at that position, as the plain answer shows it.
 */
export function clustersJson(
  groups: readonly number[][],
  articleJson: (position: number) => Buffer,
): Buffer[] {
  const parts: Buffer[] = [Buffer.from(`"clusters_count":${groups.length},"clusters":[`)];
  groups.forEach((members, clusterId) => {
    parts.push(
      Buffer.from(
        `${clusterId > 0 ? ',' : ''}{"cluster_id":"${clusterId}","cluster_size":${members.length},"articles":[`,
      ),
    );
    members.forEach((position, index) => {
      if (index > 0) parts.push(Buffer.from(','));
      parts.push(articleJson(position));
    });
    parts.push(Buffer.from(']}'));
  });
  parts.push(Buffer.from(']'));
  return parts;
}
