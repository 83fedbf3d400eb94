import { type FocusEvent, type ForwardedRef, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { CollectionRendererContext, createLeafComponent, type Key, TableStateContext } from 'react-aria-components';

// A table cell that only shows text: a node of react-aria's table collection like `Cell`, but
// rendered without the per-cell press, long-press, hover and focus-ring machinery (`useTableCell`
// → `useGridCell` → `useSelectableItem` → `usePress` …), which made a sort of 200 rows several
// times slower than a plain table. Pointer presses land on the row (its link, its selection), as
// they would anyway; the keyboard still reaches the cell (arrow keys move the grid's focus onto it
// and the cell takes it), so the grid pattern is unchanged.

/** What the cell's render reads of its collection node. */
interface CellNode {
  key: Key;
  index: number;
  colIndex?: number | null;
}

/**
 * The collection node of {@link ReadOnlyCell}: a `cell` to the table's collection. It carries
 * the fields of react-aria's `CollectionNode` (which react-aria-components does not export),
 * and `clone` copies them, as the collection's document does on every change of props.
 */
class ReadOnlyCellNode {
  static readonly type = 'cell';
  readonly type = 'cell';
  value: unknown = null;
  level = 0;
  hasChildNodes = false;
  rendered: ReactNode = null;
  textValue = '';
  'aria-label': string | undefined = undefined;
  index = 0;
  parentKey: Key | null = null;
  prevKey: Key | null = null;
  nextKey: Key | null = null;
  firstChildKey: Key | null = null;
  lastChildKey: Key | null = null;
  props: Record<string, unknown> = {};
  render: ((node: never) => ReactNode) | undefined = undefined;
  colSpan: number | null = null;
  colIndex: number | null = null;

  constructor(readonly key: Key) {}

  get childNodes(): Iterable<never> {
    throw new Error('childNodes is not supported');
  }

  clone(): ReadOnlyCellNode {
    const node = new ReadOnlyCellNode(this.key);
    node.value = this.value;
    node.level = this.level;
    node.hasChildNodes = this.hasChildNodes;
    node.rendered = this.rendered;
    node.textValue = this.textValue;
    node['aria-label'] = this['aria-label'];
    node.index = this.index;
    node.parentKey = this.parentKey;
    node.prevKey = this.prevKey;
    node.nextKey = this.nextKey;
    node.firstChildKey = this.firstChildKey;
    node.lastChildKey = this.lastChildKey;
    node.props = this.props;
    node.render = this.render;
    node.colSpan = this.colSpan;
    node.colIndex = this.colIndex;
    return node;
  }

  filter(
    _collection: unknown,
    newCollection: { addDescendants(node: unknown, from: unknown): void },
  ): ReadOnlyCellNode {
    const clone = this.clone();
    newCollection.addDescendants(clone, _collection);
    return clone;
  }
}

/** Props of {@link ReadOnlyCell}. */
export interface ReadOnlyCellProps {
  children?: ReactNode;
  className?: string;
  /** The cell's text for type-ahead (default: the children when they are text). */
  textValue?: string;
}

function ReadOnlyCellElement({
  children,
  className,
  forwardedRef: ref,
  node,
}: ReadOnlyCellProps & { forwardedRef: ForwardedRef<HTMLElement>; node: CellNode | undefined }) {
  const state = useContext(TableStateContext);
  const { isVirtualized } = useContext(CollectionRendererContext);
  const own = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const manager = state?.selectionManager;
  const key = node?.key;
  const isFocused = manager !== undefined && key !== undefined && manager.isFocused && manager.focusedKey === key;
  useEffect(() => {
    // The grid moved its focus onto this cell (arrow keys): take it, as `Cell` does.
    const element = own.current;
    if (isFocused && element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
  }, [isFocused]);
  if (!node || !manager) throw new Error('ReadOnlyCell is only rendered inside a DataTable row.');
  const colIndex = isVirtualized
    ? (node.colIndex ?? node.index) + 1
    : node.colIndex != null
      ? node.colIndex + 1
      : undefined;
  const props = {
    ref: setRef,
    role: 'gridcell',
    tabIndex: -1,
    'data-key': String(node.key),
    'aria-colindex': colIndex,
    className,
    // Focus that arrives otherwise (a screen reader's cursor) makes the cell the grid's focus.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      manager.setFocused(true);
      manager.setFocusedKey(node.key);
    },
  };
  return isVirtualized ? <div {...props}>{children}</div> : <td {...props}>{children}</td>;
}

/** The collection's render of a cell node (a render function of `createLeafComponent`). */
function renderReadOnlyCell(props: ReadOnlyCellProps, ref: ForwardedRef<HTMLElement>, node?: CellNode) {
  return <ReadOnlyCellElement {...props} forwardedRef={ref} node={node} />;
}

/**
 * A read-only cell of a `DataTable` row (text, numbers, dates, a status badge): a table cell to
 * react-aria's `Table` (columns, keyboard navigation, screen readers) without the per-cell
 * press and hover handling, which only cells with their own actions need.
 */
export const ReadOnlyCell = createLeafComponent(
  // The same shape as react-aria's node class (checked by the DataTable tests), typed as one.
  ReadOnlyCellNode as unknown as Parameters<typeof createLeafComponent>[0],
  renderReadOnlyCell,
);
