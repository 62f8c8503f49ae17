/**
 * The **Index tree** tab: the trees rooted at each robots.txt and each index nobody lists,
 * then, apart, the sitemaps supplied but listed by nobody.
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import { t } from '../../i18n/i18n';
import type { DocumentId } from '../../core/ids';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { SitemapTree } from './SitemapTree';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  onShowUrls(node: TreeNodeView): void;
}

export function TreeView({ client, dataVersion, onShowUrls }: Props) {
  const tree = useAsk(client, { type: 'tree' }, { dependsOn: dataVersion }).answer;
  if (!tree) return <p className="hint">{t('urls.loading')}</p>;
  // A renamed download is supplied but listed by nobody: offered for the missing nodes.
  const assignable = tree.unlisted.flatMap((node) =>
    node.documentId !== undefined && node.kind !== 'robots'
      ? [{ documentId: node.documentId, name: node.displayPath ?? node.name }]
      : [],
  );
  const onAssign = (loc: string, documentId: DocumentId | null) => {
    client.request({ type: 'assignTreeFile', loc, documentId });
  };
  return (
    <div className="tree-view">
      <p className="hint">{t('tree.hint')}</p>
      {tree.roots.length === 0 ? (
        <p>{t('tree.empty')}</p>
      ) : (
        <SitemapTree
          roots={tree.roots}
          label={t('tree.label')}
          onActivate={onShowUrls}
          assignable={assignable}
          onAssign={onAssign}
        />
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
