// Single-link clustering of unit vectors: thresholds, chaining, tolerance, and independence of visiting order;
// the statement reading the texts compared.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClusteringVariable } from '../../../contract';
import { clustersJson, clusterTextSql, singleLinkClusters } from './clustering';

/** A unit vector in the plane of the first two axes, at `degrees` from the first (padded to 8 dimensions). */
const at = (degrees: number): Float32Array => {
  const vector = new Float32Array(8);
  vector[0] = Math.cos((degrees * Math.PI) / 180);
  vector[1] = Math.sin((degrees * Math.PI) / 180);
  return vector;
};
const axis = (index: number): Float32Array => {
  const vector = new Float32Array(8);
  vector[index] = 1;
  return vector;
};

describe('singleLinkClusters', () => {
  it('links pairs at or above the threshold, and groups what is linked through others', () => {
    // 0°, 50°, 100°: neighbours are cos 50° ≈ 0.643 apart, the ends cos 100° < 0.
    const vectors = [at(0), at(50), at(100), axis(5)];
    expect(singleLinkClusters(vectors, 0.7)).toEqual([[0], [1], [2], [3]]);
    expect(singleLinkClusters(vectors, 0.6)).toEqual([[0, 1, 2], [3]]);
  });

  it('puts everything not pointing away from the others together at threshold 0', () => {
    expect(singleLinkClusters([axis(0), axis(1), axis(2)], 0)).toEqual([[0, 1, 2]]);
  });

  it('keeps distinct vectors apart at threshold 1, but not duplicates despite rounding', () => {
    const third = new Float32Array(8).fill(1 / 3);
    const thirdAgain = new Float32Array(8).fill(1 / 3);
    const norm = Math.hypot(...third);
    third.forEach((value, i) => (third[i] = value / norm));
    thirdAgain.forEach((value, i) => (thirdAgain[i] = value / norm));
    expect(singleLinkClusters([third, at(1), thirdAgain, at(0)], 1)).toEqual([[0, 2], [1], [3]]);
  });

  it('orders clusters by their first member, members ascending', () => {
    expect(singleLinkClusters([axis(1), axis(0), axis(1), axis(0), axis(2)], 0.9)).toEqual([
      [0, 2],
      [1, 3],
      [4],
    ]);
  });

  it('answers nothing for no vectors', () => {
    expect(singleLinkClusters([], 0.5)).toEqual([]);
  });

  it('gives the same groups whatever order the vectors come in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 180 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (angles, threshold) => {
          const asSets = (clusters: number[][], labels: number[]) =>
            clusters
              .map((members) => members.map((index) => labels[index]!).sort((a, b) => a - b))
              .sort((a, b) => a[0]! - b[0]!);
          const indexes = angles.map((_, index) => index);
          const reversed = [...indexes].reverse();
          const forward = singleLinkClusters(
            indexes.map((i) => at(angles[i]!)),
            threshold,
          );
          const backward = singleLinkClusters(
            reversed.map((i) => at(angles[i]!)),
            threshold,
          );
          expect(asSets(backward, reversed)).toEqual(asSets(forward, indexes));
        },
      ),
    );
  });
});

describe('clustersJson', () => {
  it('numbers clusters from "0" and writes each member with the given article JSON', () => {
    const json = Buffer.concat(
      clustersJson([[0, 2], [1]], (position) => Buffer.from(`{"id":"a${position}"}`)),
    ).toString();
    expect(JSON.parse(`{${json}}`)).toEqual({
      clusters_count: 2,
      clusters: [
        { cluster_id: '0', cluster_size: 2, articles: [{ id: 'a0' }, { id: 'a2' }] },
        { cluster_id: '1', cluster_size: 1, articles: [{ id: 'a1' }] },
      ],
    });
  });
});

describe('clusterTextSql', () => {
  it("decodes each article's doc once, however many of its members the variable reads", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE articles (doc TEXT, nlp_doc TEXT, embedding BLOB)');
    const insert = db.prepare('INSERT INTO articles (rowid, doc, nlp_doc) VALUES (?, ?, ?)');
    insert.run(1, JSON.stringify({ title: 'One', content: 'Body one', description: 'About one' }), null);
    insert.run(2, JSON.stringify({ title: 'Two', description: 'About two' }), '{"summary":"Gist two"}');
    let calls = 0;
    db.function('newsdeck_article_doc', { deterministic: true }, (doc) => {
      calls++;
      return doc;
    });
    const read = (variable: ClusteringVariable) => {
      calls = 0;
      const rows = db.prepare(clusterTextSql(variable)).all('[2, 1]') as { rowid: number }[];
      return { calls, rows: rows.sort((a, b) => a.rowid - b.rowid) };
    };
    expect(read('content')).toEqual({
      calls: 2,
      rows: [
        {
          rowid: 1,
          title: 'One',
          content: 'Body one',
          description: 'About one',
          summary: null,
          embedding: null,
        },
        { rowid: 2, title: 'Two', content: null, description: 'About two', summary: null, embedding: null },
      ],
    });
    expect(read('summary')).toEqual({
      calls: 2,
      rows: [
        { rowid: 1, title: 'One', content: null, description: 'About one', summary: null, embedding: null },
        {
          rowid: 2,
          title: 'Two',
          content: null,
          description: 'About two',
          summary: 'Gist two',
          embedding: null,
        },
      ],
    });
    expect(read('title').calls).toBe(2);
    db.close();
  });
});
