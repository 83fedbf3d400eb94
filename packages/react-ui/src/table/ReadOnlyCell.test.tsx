import { render, screen, within } from '@testing-library/react';
import { useContext } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type TableState,
  TableStateContext,
} from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ReadOnlyCell } from './ReadOnlyCell';

// What react-aria's table collection makes of a ReadOnlyCell. The cell is declared through
// react-aria-components' public `createLeafComponent` with the node type by name; these tests
// hold that the table still takes it for one of its cells (type, column, text, row) as it takes
// its own `Cell`, so a react-aria release that changed what a named node becomes fails here
// rather than in every list of the app.

/** A node of the table's collection. */
type TableNode = NonNullable<ReturnType<TableState<unknown>['collection']['getItem']>>;

let nodes: TableNode[] = [];

/** Reads the row's nodes from the table's state, from inside the rendered table. */
function CollectionProbe({ rowKey }: { rowKey: string }) {
  const state = useContext(TableStateContext);
  nodes = state ? [...(state.collection.getChildren?.(rowKey) ?? [])] : [];
  return null;
}

function renderTable() {
  return render(
    <Table aria-label="Faktury">
      <TableHeader>
        <Column isRowHeader>Numer</Column>
        <Column>Klient</Column>
        <Column>Wartość</Column>
      </TableHeader>
      <TableBody>
        <Row id="fv-1">
          <Cell>FV/1/2026</Cell>
          <ReadOnlyCell>Budmat sp. z o.o.</ReadOnlyCell>
          <ReadOnlyCell textValue="1 230,00 zł">
            <strong>1 230,00 zł</strong>
            <CollectionProbe rowKey="fv-1" />
          </ReadOnlyCell>
        </Row>
      </TableBody>
    </Table>,
  );
}

describe('ReadOnlyCell in react-aria’s table collection', () => {
  it('is a cell of its row, in its column, with its text, beside react-aria’s own Cell', () => {
    renderTable();
    const [header, client, value] = nodes;
    expect(nodes).toHaveLength(3);
    expect(nodes.map((node) => node.type)).toEqual(['cell', 'cell', 'cell']);
    expect(nodes.map((node) => node.index)).toEqual([0, 1, 2]);
    expect(nodes.map((node) => node.parentKey)).toEqual(['fv-1', 'fv-1', 'fv-1']);
    // Text children are the cell's text; a cell of other content names its own.
    expect(client?.textValue).toBe('Budmat sp. z o.o.');
    expect(value?.textValue).toBe('1 230,00 zł');
    // The same kind of node as react-aria's `Cell` makes, so the table treats both alike.
    expect(Object.getPrototypeOf(client?.constructor)).toBe(Object.getPrototypeOf(header?.constructor));
  });

  it('renders a grid cell the grid focuses by its key, at its column', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.tagName)).toEqual(['TD', 'TD']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Budmat sp. z o.o.', '1 230,00 zł']);
    expect(cells.map((cell) => cell.getAttribute('data-key'))).toEqual([String(nodes[1]?.key), String(nodes[2]?.key)]);
    for (const cell of cells) expect(cell.getAttribute('tabindex')).toBe('-1');
  });
});
