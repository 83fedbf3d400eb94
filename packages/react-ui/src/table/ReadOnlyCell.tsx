import { type FocusEvent, type ForwardedRef, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { CollectionRendererContext, createLeafComponent, type Key, TableStateContext } from 'react-aria-components';

// A table cell that only shows text: a node of react-aria's table collection like `Cell`, but
// rendered without the per-cell press, long-press, hover and focus-ring machinery (`useTableCell`
// → `useGridCell` → `useSelectableItem` → `usePress` …), which made a sort of 200 rows several
// times slower than a plain table. Pointer presses land on the row (its link, its selection), as
// they would anyway; the keyboard still reaches the cell (arrow keys move the grid's focus onto it
// and the cell takes it), so the grid pattern is unchanged.

/** What the cell's render reads of its collection node (a `Node` of react-aria's collection). */
interface CellNode {
  key: Key;
  index: number;
  colIndex?: number | null;
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

// The node type is given by name, a form of react-aria-components' public `createLeafComponent`
// signature: react-aria then makes the cell's node of a subclass of its own collection node, as
// for its `Cell` (whose node class adds nothing to it), so nothing of react-aria's internal node
// shape is copied here: a release of react-aria-components that keeps its public API keeps it.
// The price: react-aria makes that subclass again on each render of a cell, a few microseconds
// each (docs/decisions/performance.md, "Sorting a DataTable"). `ReadOnlyCell.test.tsx` checks
// what the table's collection makes of the cell.
/**
 * A read-only cell of a `DataTable` row (text, numbers, dates, a status badge): a table cell to
 * react-aria's `Table` (columns, keyboard navigation, screen readers) without the per-cell
 * press and hover handling, which only cells with their own actions need.
 */
export const ReadOnlyCell = createLeafComponent('cell', renderReadOnlyCell);
