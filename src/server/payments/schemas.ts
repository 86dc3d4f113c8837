import { paymentoperations, transactions } from '../../catalog/collections/money.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { recordJsonSchema } from '../collections/json-schemas.ts';
import { errorBodySchema } from '../errors.ts';

// The payment routes' schemas: they serialize every answer (nothing undeclared leaves the
// server) and describe the API in the OpenAPI document.

type JsonSchema = Record<string, unknown>;

export const tags = ['Payments'];

export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

const operation = recordJsonSchema(paymentoperations);
const reservation = recordJsonSchema(roomreserves);
const transaction = recordJsonSchema(transactions);
const anything = { description: 'Localized text {es, en}' };

const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: 'object', required, properties });

export const idParams = object({ id: { type: 'string', format: 'uuid' } });
export const referenceParams = object({ reference: { type: 'string', description: 'The sandbox checkout reference, sbx_…' } });

export const checkoutAnswer = object({ checkoutUrl: { type: 'string', description: "The provider's checkout page" } });

export const operationAnswer = object({
  operation,
  reservation,
  room: object({ _id: { type: 'string' }, name: anything }),
  property: object({ _id: { type: 'string' }, title: anything, city: { type: ['string', 'null'] } }),
  transactions: { type: 'array', items: transaction },
  refunds: { type: 'array', items: operation },
});

const operationRow: JsonSchema = {
  ...operation,
  properties: {
    ...(operation.properties as JsonSchema),
    userName: { type: ['string', 'null'] },
    userEmail: { type: ['string', 'null'] },
    roomName: { type: ['string', 'null'] },
    propertyTitle: { type: ['string', 'null'] },
    property: { type: ['string', 'null'], format: 'uuid' },
    overdue: { type: 'boolean', description: 'Pending and past its due date' },
  },
};

export const operationListAnswer = object({
  operations: object({
    docs: { type: 'array', items: operationRow },
    totalDocs: { type: 'integer' },
    page: { type: 'integer' },
    limit: { type: 'integer' },
    totalPages: { type: 'integer' },
    hasNextPage: { type: 'boolean' },
    hasPrevPage: { type: 'boolean' },
  }),
});

export const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: 'One or more statuses, comma-separated' },
    provider: { type: 'string' },
    property: { type: 'string', format: 'uuid' },
    kind: { type: 'string' },
    due: { type: 'string', description: 'overdue, soon (next 7 days) or a month YYYY-MM' },
    q: { type: 'string', description: 'Guest name or email, room, property, provider reference or operation id' },
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    sort: { type: 'string', enum: ['dueDate', '-dueDate', 'createdAt', '-createdAt', 'amount', '-amount', 'status'] },
  },
};

export const singleOperationAnswer = object({ operation });
export const refundAnswer = object({ refund: operation, operation });

export const ledgerAnswer = object({
  reservation,
  operations: { type: 'array', items: operation },
  transactions: { type: 'array', items: transaction },
  totals: object({ charged: { type: 'integer' }, paid: { type: 'integer' }, refunded: { type: 'integer' }, outstanding: { type: 'integer' } }),
});

export const bankTransferBody = object(
  {
    amount: { type: 'integer', minimum: 1, description: 'Cents received; the whole payment' },
    receivedOn: { type: 'string', format: 'date' },
    reference: { type: 'string', maxLength: 200 },
    note: { type: 'string', maxLength: 500 },
  },
  ['amount', 'receivedOn'],
);

export const refundBody = object({ amount: { type: 'integer', minimum: 1, description: 'Cents to pay back' }, reason: { type: 'string', maxLength: 500 } }, ['amount']);

const localizedText = { type: ['object', 'null'], properties: { es: { type: 'string' }, en: { type: 'string' } } } as const;

export const sessionAnswer = object({
  session: object({
    reference: { type: 'string' },
    operation: { type: 'string', format: 'uuid' },
    amount: { type: 'integer' },
    description: { type: 'string' },
    kind: { type: 'string', enum: ['deposit', 'first_month', 'rent', 'fee', 'refund'] },
    room: localizedText,
    property: localizedText,
    startDate: { type: ['string', 'null'], format: 'date' },
    endDate: { type: ['string', 'null'], format: 'date' },
    status: { type: 'string', enum: ['open', 'paid', 'failed', 'requires_action'] },
  }),
});

export const payBody = object({ card: { type: 'string', description: 'A test card number; spaces allowed' }, name: { type: 'string' } });
export const confirmBody = object({ approve: { type: 'boolean' } });
export const payAnswer = object({
  outcome: { type: 'string', enum: ['succeeded', 'failed', 'requires_action'] },
  redirect: { type: ['string', 'null'] },
  message: { type: 'string' },
});

export const webhookAnswer = object({ received: { type: 'boolean' }, outcomes: { type: 'array', items: { type: 'string' } } });
