// The request table in docs/architecture.md is read from RequestMap's source; the worker's
// handler table is typed by the same map. Both must name the same requests, in any order.
import { expect, test } from 'vitest';
import { readRequestMap } from '../../scripts/docs/request-map-table';
import { repositoryRoot } from '../../scripts/generate-docs';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import { InspectorSession } from '../../src/worker/session/inspector-session';

test('the documented requests are the ones the worker handles', () => {
  const session = new InspectorSession({ nowMs: () => 0, monotonicMs: () => 0 });
  const handled = Object.keys(createRequestHandlers(session, { resize: () => {} }));
  const documented = readRequestMap(repositoryRoot).map((entry) => entry.name);
  expect([...documented].sort()).toEqual([...handled].sort());
  expect(documented).toContain('robotsWorkbench');
});

test('each entry is read with its ask and answer types and its comment', () => {
  const open = readRequestMap(repositoryRoot).find((entry) => entry.name === 'open');
  expect(open).toMatchObject({
    ask: '{ files: OpenFileInput[] }',
    answer: 'null',
    stream: "Stream<'progress' | 'fileReport'>",
  });
  expect(open?.comment).toMatch(/^Add files/);
});
