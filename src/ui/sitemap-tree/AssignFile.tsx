/**
 * For a listed sitemap the tree could not match (a renamed download, `sitemap (1).xml`): a
 * select of the supplied documents no index lists, to assign one to the loc by hand; for an
 * assigned node, a button to undo it. Keys are kept from the tree's own navigation.
 */
import type { DocumentId } from '../../core/ids';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { t } from '../../i18n/i18n';

export interface Assignable {
  documentId: DocumentId;
  name: string;
}

interface Props {
  node: TreeNodeView;
  choices: readonly Assignable[];
  tabIndex: number;
  onAssign(loc: string, documentId: DocumentId | null): void;
}

export function AssignFile({ node, choices, tabIndex, onAssign }: Props) {
  const { loc } = node;
  if (loc === undefined) return null;
  if (node.isAssigned)
    return (
      <button
        type="button"
        className="tree-show"
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          onAssign(loc, null);
        }}
      >
        {t('tree.assign.undo')}
      </button>
    );
  if (node.state !== 'missing' || choices.length === 0) return null;
  return (
    <select
      className="tree-assign"
      aria-label={t('tree.assign.label', { loc })}
      tabIndex={tabIndex}
      value=""
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      onChange={(event) => {
        const id = choices.find((choice) => String(choice.documentId) === event.target.value);
        if (id) onAssign(loc, id.documentId);
      }}
    >
      <option value="">{t('tree.assign.none')}</option>
      {choices.map((choice) => (
        <option key={choice.documentId} value={String(choice.documentId)}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
