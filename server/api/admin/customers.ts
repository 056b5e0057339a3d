/**
 * Customers in the back office over HTTP (decision record 045): the list with its search and
 * filters, the same list as CSV, one customer, a staff note, the tags. Staff and the owner alike,
 * as orders are: whoever handles an order already sees its customer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { AdminCustomerAnswer, AdminCustomerPageAnswer } from '../../../domain/contract/customer.ts';
import { AdminCustomerQuery, CustomerId, CustomerNoteInput, CustomerTagsInput } from '../../../domain/schemas/admin-customers.ts';
import {
  addCustomerNote,
  customersCsv,
  getCustomer,
  listCustomers,
  presentCustomer,
  presentCustomerRow,
  setCustomerTags,
} from '../../services/customers/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: customers'];

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const FILTERS =
  '`q` finds an order number’s customer, or part of a name, an e-mail address or a phone number (3 characters at least); `ordered` (true/false): placed an order or not; `subscribed` (true/false): to the newsletter now; `tag`: carries this tag.';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/customers',
  tags,
  summary: 'Customers, newest account first',
  description: `${FILTERS} Each with their orders, the money kept (captured less refunded) and the last order. 25 a page.`,
  request: { query: AdminCustomerQuery },
  responses: { 200: json(AdminCustomerPageAnswer, 'Customers'), ...errors(400, 401, 403) },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/admin/customers.csv',
  tags,
  summary: 'The customer list as filtered, as CSV (every page)',
  description: `${FILTERS} UTF-8 with a byte-order mark; a cell a spreadsheet would run as a formula starts with an apostrophe.`,
  request: { query: AdminCustomerQuery.omit({ page: true }) },
  responses: { 200: { description: 'The list', content: { 'text/csv': { schema: z.string() } } }, ...errors(400, 401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/customers/{id}',
  tags,
  summary: 'One customer: orders, addresses, consents, messages, notes and tags',
  request: { params: CustomerId },
  responses: { 200: json(AdminCustomerAnswer, 'The customer'), ...errors(400, 401, 403, 404) },
});

const noteRoute = createRoute({
  method: 'post',
  path: '/admin/customers/{id}/notes',
  tags,
  summary: 'Add a staff note (the customer never sees it); signed with the author and the time',
  request: { params: CustomerId, ...body(CustomerNoteInput) },
  responses: { 201: json(AdminCustomerAnswer, 'Noted'), ...errors(400, 401, 403, 404) },
});

const tagsRoute = createRoute({
  method: 'put',
  path: '/admin/customers/{id}/tags',
  tags,
  summary: 'Set the customer’s tags',
  description: 'The whole set: each tag is compared in lower case with single spaces, kept once; 10 at most, 30 characters each.',
  request: { params: CustomerId, ...body(CustomerTagsInput) },
  responses: { 200: json(AdminCustomerAnswer, 'Tagged'), ...errors(400, 401, 403, 404) },
});

export function mountCustomers(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { customers, hasMore } = await listCustomers(db, c.req.valid('query'));
    return c.json({ customers: customers.map((row) => presentCustomerRow(row, config.currency)), hasMore }, 200);
  });

  api.openapi(csvRoute, async (c) => {
    const { db, config } = c.get('deps');
    const day = new Date().toISOString().slice(0, 10);
    return c.body(customersCsv(db, c.req.valid('query'), config.currency), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="customers-${day}.csv"`,
    });
  });

  api.openapi(getRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(presentCustomer(await getCustomer(db, c.req.valid('param').id), config.currency), 200);
  });

  api.openapi(noteRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { id } = c.req.valid('param');
    await addCustomerNote(db, id, c.req.valid('json').note, staffMember(c));
    return c.json(presentCustomer(await getCustomer(db, id), config.currency), 201);
  });

  api.openapi(tagsRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { id } = c.req.valid('param');
    await setCustomerTags(db, id, c.req.valid('json').tags, staffMember(c));
    return c.json(presentCustomer(await getCustomer(db, id), config.currency), 200);
  });
}
