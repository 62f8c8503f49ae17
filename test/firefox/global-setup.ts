/**
 * Once for the Firefox suite: the built app served as the Chromium suite serves it
 * (test/e2e/global-setup.ts builds and serves; this adds where Firefox is).
 */
import type { TestProject } from 'vitest/node';
import { serveBuiltApp } from '../e2e/global-setup';
import { findFirefox } from './firefox';

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxPath: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('firefoxPath', findFirefox());
  return serveBuiltApp(project);
}
