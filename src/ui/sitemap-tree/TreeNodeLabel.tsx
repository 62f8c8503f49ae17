import type { TreeNodeView } from '../../worker/protocol/tree';
import { t, type MessageKey } from '../../i18n/i18n';
import { problemMessage } from '../../i18n/problem-texts';

const KIND_KEYS: Partial<Record<string, MessageKey>> = {
  robots: 'tree.kind.robots',
  sitemapindex: 'tree.kind.sitemapindex',
  urlset: 'tree.kind.urlset',
};

/**
 * What one node says: name, kind, state (a missing one names the file expected, a failed one
 * why: a sitemap the site refused says its status), counts.
 */
export function TreeNodeLabel({ node }: { node: TreeNodeView }) {
  const kindKey = node.kind ? KIND_KEYS[node.kind] : undefined;
  const kind = kindKey ? t(kindKey) : node.kind ? t('tree.kind.other', { kind: node.kind }) : '';
  return (
    <span className={`tree-node state-${node.state}`}>
      {/* Where names repeat (a Hugo export's sitemap.xml files), the path tells them apart. */}
      <span className="tree-name">{node.displayPath ?? node.name}</span>
      {node.isAssigned && <span className="tree-assigned">{t('tree.assigned')}</span>}
      {node.isAmbiguous && <span className="tree-ambiguous">{t('tree.ambiguous')}</span>}
      {kind && <span className="tree-kind">{kind}</span>}
      <span className="tree-state">
        {node.state === 'missing'
          ? t('tree.state.missing', { name: node.name })
          : node.failedBecause
            ? problemMessage(node.failedBecause)
            : t(`tree.state.${node.state}`)}
      </span>
      {node.isCycle && <span className="tree-cycle">{t('tree.cycle')}</span>}
      {node.isRepeat && <span className="tree-repeat">{t('tree.repeat')}</span>}
      {node.isTruncated && <span className="tree-truncated">{t('tree.truncated')}</span>}
      {node.state !== 'missing' && (
        <span className="tree-urls">{t('tree.urls', { count: node.urls })}</span>
      )}
      {node.lastmodText && (
        // The value as written, on one line: Chromium broke 2024-11-27T06:45:16.030Z after a
        // hyphen at 390 px.
        <span className="tree-lastmod">
          {t('tree.lastmodLabel')} <span className="tree-lastmod-value">{node.lastmodText}</span>
        </span>
      )}
      {node.problems > 0 && (
        <span className="tree-problems">{t('tree.problems', { count: node.problems })}</span>
      )}
    </span>
  );
}
