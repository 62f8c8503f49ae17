/**
 * The comparison with an earlier snapshot as an analysis (analysis-descriptor.ts): it reports
 * no problem code of its own (its lastmod findings are the lastmod analysis's), but it adds
 * the Change columns and the Change filter.
 */
import { describeAnalysis } from '../analyses/analysis-descriptor';
import { changeRowColumn, earlierLastmodRowColumn } from './snapshot-row-columns';

/** The analysis of the change since the earlier snapshot (analysis-descriptors.ts lists it). */
export const snapshotDescriptor = describeAnalysis({
  id: 'snapshot',
  problemCodes: {},
  rowColumns: [changeRowColumn, earlierLastmodRowColumn],
  filters: ['change'],
});
