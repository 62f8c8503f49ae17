/**
 * The robots.txt check the whole page asks with: the robots.txt, crawler and site chosen in
 * the views, and the server answer the workbench assumes ("If the server answers…"). The
 * URL table, the Overview, URL details and the report all ask this one check.
 */
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { DEFAULT_ROBOTS_CHECK, type RobotsCheck } from '../../worker/protocol/robots';
import type { WorkbenchState } from '../robots-workbench/useWorkbenchState';

export function usePageRobotsCheck(
  workbench: Pick<WorkbenchState, 'robotsStatus'>,
): [RobotsCheck, Dispatch<SetStateAction<RobotsCheck>>] {
  const [chosenCheck, setRobotsCheck] = useState<RobotsCheck>(DEFAULT_ROBOTS_CHECK);
  const { robotsStatus } = workbench;
  const robotsCheck = useMemo(() => {
    const { robotsStatus: _previous, ...check } = chosenCheck;
    return robotsStatus === 200 ? check : { ...check, robotsStatus };
  }, [chosenCheck, robotsStatus]);
  return [robotsCheck, setRobotsCheck];
}
