/**
 * A descriptor's `filters` say what URL filters its analysis answers: the view query's fields
 * it reads, and the codes of its own it answers as code columns (not from the store's codes).
 * Each session analysis is asked to take every code there is out of a view's filter: the
 * codes it takes must be the codes its descriptor declares, and a declared field must be one
 * of the view query's.
 */
import { describe, expect, test } from 'vitest';
import type { AnalysisDescriptor } from '../../src/core/analyses/analysis-descriptor';
import { analysisDescriptors } from '../../src/core/analyses/analysis-descriptors';
import { problemCodes } from '../../src/core/problems/registry';
import type { ViewQuery } from '../../src/worker/protocol/rows';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import type { SessionAnalysis } from '../../src/worker/session/session-analysis';
import {
  sessionAnalysisMakers,
  type AnalysisMakers,
  type MakeAnalysis,
} from '../../src/worker/session/session-analyses';
import { clock } from '../views/planted-session';

/** Every field of a view query (a field added there and not here does not compile). */
const QUERY_FIELDS: Record<keyof ViewQuery, true> = {
  sort: true,
  text: true,
  inputIds: true,
  hosts: true,
  sections: true,
  problemCodes: true,
  lastmodFromMs: true,
  lastmodToMs: true,
  includeNoLastmod: true,
  documentIds: true,
  robotsCheck: true,
  robotsVerdict: true,
  change: true,
};

const descriptors: readonly AnalysisDescriptor[] = analysisDescriptors;
const made = new Map<string, SessionAnalysis>();
const makers: AnalysisMakers = Object.fromEntries(
  Object.entries(sessionAnalysisMakers).map(([id, make]: [string, MakeAnalysis]) => [
    id,
    (host: Parameters<MakeAnalysis>[0]) => {
      const analysis = make(host);
      made.set(id, analysis);
      return analysis;
    },
  ]),
);
new InspectorSession(clock, { analyses: { descriptors, makers } });
const everyCode = Object.keys(problemCodes);

describe.each(descriptors.map((descriptor) => [descriptor.id, descriptor] as const))(
  'the %s descriptor',
  (id, descriptor) => {
    const declared = descriptor.filters ?? [];

    test('declares the codes its analysis answers as code columns', () => {
      const answered = made.get(id)?.filters?.({}, everyCode);
      const taken = everyCode.filter((code) => answered && !answered.problemCodes?.includes(code));
      const codes = declared.filter((filter) => Object.hasOwn(problemCodes, filter));
      expect(taken.sort()).toEqual(codes.sort());
    });

    test('declares its own codes and view query fields only', () => {
      for (const filter of declared)
        expect(
          Object.hasOwn(descriptor.problemCodes, filter) || Object.hasOwn(QUERY_FIELDS, filter),
          filter,
        ).toBe(true);
    });
  },
);
