import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, type Column } from './table';

interface Day {
  date: string;
  orders: number;
}

const days: Day[] = [
  { date: '2026-11-23', orders: 3 },
  { date: '2026-11-24', orders: 12 },
];

const columns: Array<Column<Day>> = [
  { header: 'DAY', rowHeader: true, cell: (day) => day.date },
  { header: 'ORDERS', align: 'end', cell: (day) => day.orders },
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Table', () => {
  it('draws a header cell per column and a row per item, a row header naming its row', () => {
    const html = renderToStaticMarkup(<Table label="Days" caption="Orders per day" rows={days} rowKey={(day) => day.date} columns={columns} />);
    expect(html).toMatch(/^<table aria-label="Days"/);
    expect(html).toContain('<caption class="sr-only">Orders per day</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="row"[^>]*>2026-11-24<\/th>/);
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*">12<\/td>/);
    expect(text(html)).toBe('Orders per day DAY ORDERS 2026-11-23 3 2026-11-24 12');
  });

  it('keeps a column’s hidden header words for assistive technology only', () => {
    const withActions: Array<Column<Day>> = [...columns, { header: 'Actions', headerHidden: true, cell: () => <button type="button">Edit</button> }];
    const html = renderToStaticMarkup(<Table rows={days} rowKey={(day) => day.date} columns={withActions} />);
    expect(html).toMatch(/<th scope="col" class="[^"]*"><span class="sr-only">Actions<\/span><\/th>/);
  });

  it('shows the empty state in place of the rows, and nothing without one', () => {
    const empty = <p>No days yet.</p>;
    expect(renderToStaticMarkup(<Table rows={[]} rowKey={(day: Day) => day.date} columns={columns} empty={empty} />)).toBe('<p>No days yet.</p>');
    expect(renderToStaticMarkup(<Table layout="list" rows={[]} rowKey={(day: Day) => day.date} row={(day) => day.date} />)).toBe('');
  });

  it('scrolls sideways in a box under its least width, or gives way to cards below md', () => {
    const scrolling = renderToStaticMarkup(
      <Table className="mt-8" narrow={{ minWidth: 'min-w-[720px]' }} rows={days} rowKey={(day) => day.date} columns={columns} />,
    );
    expect(scrolling).toMatch(/^<div class="overflow-x-auto mt-8"><table class="[^"]*min-w-\[720px\]/);
    const cards = renderToStaticMarkup(
      <Table label="Days" narrow={{ card: (day) => `${day.orders} orders` }} rows={days} rowKey={(day) => day.date} columns={columns} />,
    );
    expect(cards).toMatch(/<table aria-label="Days" class="[^"]*hidden md:table/);
    expect(cards).toMatch(/<ul aria-label="Days" class="[^"]*md:hidden"><li class="py-4">3 orders<\/li>/);
  });

  it('lists rows the page lays out, under header cells from md that stand in for its top rule', () => {
    const html = renderToStaticMarkup(
      <Table
        layout="list"
        label="Days"
        header={{ cells: ['', 'DAY'], grid: 'md:grid-cols-[4rem_1fr]' }}
        rowClassName="grid"
        rows={days}
        rowKey={(day) => day.date}
        row={(day) => <span>{day.date}</span>}
      />,
    );
    expect(html).toMatch(/<div aria-hidden="true" class="hidden [^"]*md:grid [^"]*md:grid-cols-\[4rem_1fr\]"><span><\/span><span>DAY<\/span><\/div>/);
    expect(html).toMatch(/<ul aria-label="Days" class="divide-y divide-line border-y border-line md:border-t-0">/);
    expect(html).toContain('<li class="grid md:grid-cols-[4rem_1fr]"><span>2026-11-23</span></li>');
  });
});
