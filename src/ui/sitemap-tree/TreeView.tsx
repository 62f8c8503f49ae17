/**
 * The **Index tree** tab: the trees rooted at each robots.txt and each index nobody lists,
 * then, apart, the sitemaps supplied but listed by nobody.
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useWorkerAnswer } from '../worker-client/useWorkerAnswer';
import { t } from '../i18n/i18n';
import type { TreeNodeView } from '../../worker/protocol';
import { SitemapTree } from './SitemapTree';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  onShowUrls(node: TreeNodeView): void;
}

export function TreeView({ client, dataVersion, onShowUrls }: Props) {
  const tree = useWorkerAnswer(client, { type: 'tree' }, 'tree', dataVersion);
  if (!tree) return <p className="hint">{t('urls.loading')}</p>;
  return (
    <div className="tree-view">
      <p className="hint">{t('tree.hint')}</p>
      {tree.roots.length === 0 ? (
        <p>{t('tree.empty')}</p>
      ) : (
        <SitemapTree roots={tree.roots} label={t('tree.label')} onActivate={onShowUrls} />
      )}
      {tree.unlisted.length > 0 && (
        <>
          <h3 id="tree-unlisted">{t('tree.unlisted')}</h3>
          <SitemapTree roots={tree.unlisted} label={t('tree.unlisted')} onActivate={onShowUrls} />
        </>
      )}
    </div>
  );
}
