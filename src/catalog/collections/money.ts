import {
  admins,
  nobody,
  payerOrLandlordOrStaff,
  payerOrStaff,
  publicAdminManaged,
  publicContent,
  staffOnlyField,
} from '../access.ts';
import {
  boolean,
  date,
  datetime,
  integer,
  json,
  localized,
  money,
  ref,
  refs,
  select,
  text,
} from '../fields.ts';
import type { CollectionDef } from '../types.ts';
import { COST_FREQUENCIES, PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './statuses.ts';

// Prices and what is owed and paid. Amounts are integer cents in EUR.

export const prices = {
  name: 'prices',
  route: '/Prices',
  label: 'Seasonal prices',
  singular: 'Seasonal price',
  group: 'Money',
  description: 'Monthly prices that replace the usual price of a room for part of the year.',
  fields: {
    room: ref('rooms', { required: true, onDelete: 'cascade', searchable: true, column: true }),
    from: date({ required: true, column: true }),
    to: date({ required: true, column: true, help: 'First day the usual price applies again' }),
    monthlyPrice: money({ required: true, column: true }),
  },
  titleField: 'from',
  defaultSort: 'from',
  access: publicContent,
  publicWhen: { field: 'room', within: 'room' },
} as const satisfies CollectionDef;

export const promotions = {
  name: 'promotions',
  route: '/Promotions',
  label: 'Promotions',
  singular: 'Promotion',
  group: 'Money',
  description: 'Discounts, automatic or by code, that quotes apply to eligible stays.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    code: text({
      max: 40,
      unique: true,
      caseInsensitive: true,
      searchable: true,
      column: true,
      access: staffOnlyField,
      help: 'Leave empty for a discount that applies without a code',
    }),
    percentOff: integer({ min: 0, max: 100, column: true, label: 'Percent off' }),
    amountOff: money({ column: true, label: 'Amount off' }),
    validFrom: date({ column: true }),
    validTo: date({ help: 'First day it no longer applies' }),
    rooms: refs('rooms', { help: 'Empty: every room' }),
    properties: refs('properties', { help: 'Empty: every property' }),
    minMonths: integer({ min: 1, max: 120 }),
    maxUses: integer({ min: 1 }),
    usesCount: integer({ min: 0, default: 0, serverOnly: true, label: 'Times used' }),
    active: boolean({ default: true, column: true }),
  },
  titleField: 'name',
  defaultSort: '-createdAt',
  access: publicContent,
} as const satisfies CollectionDef;

export const gestioncosts = {
  name: 'gestioncosts',
  route: '/GestionCosts',
  label: 'Management costs',
  singular: 'Management cost',
  group: 'Money',
  description: 'Fees added to the price of a stay: agency fee, cleaning, utilities.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    amount: money({ required: true, column: true }),
    frequency: select(COST_FREQUENCIES, { required: true, default: 'once', searchable: true, column: true }),
    property: ref('properties', { searchable: true, help: 'Empty with no room: applies everywhere' }),
    room: ref('rooms', { searchable: true }),
    mandatory: boolean({ default: true, column: true }),
  },
  titleField: 'name',
  defaultSort: 'amount',
  access: publicContent,
  publicWhen: { field: 'property', within: ['property', 'room'], withinOrEmpty: true },
} as const satisfies CollectionDef;

export const paymentmethods = {
  name: 'paymentmethods',
  route: '/PaymentMethods',
  label: 'Payment methods',
  singular: 'Payment method',
  group: 'Money',
  description: 'Ways to pay and which payment provider handles each: the active card providers are offered at checkout; a bank transfer is never offered there, staff record one on request.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    provider: select(PAYMENT_PROVIDERS, { required: true, default: 'sandbox', searchable: true, column: true }),
    active: boolean({ default: true, column: true }),
    settings: json('object', { help: 'Public settings only: secrets stay in the server environment' }),
  },
  titleField: 'name',
  defaultSort: 'createdAt',
  access: publicAdminManaged,
} as const satisfies CollectionDef;

export const paymentoperations = {
  name: 'paymentoperations',
  route: '/PaymentOperations',
  label: 'Payment operations',
  singular: 'Payment operation',
  group: 'Money',
  description: 'What each tenant owes and has paid for a reservation: deposit, rent, fees and refunds.',
  fields: {
    reservation: ref('roomreserves', { required: true, searchable: true, column: true }),
    user: ref('users', { required: true, searchable: true, column: true }),
    kind: select(PAYMENT_KINDS, {
      required: true,
      default: 'rent',
      searchable: true,
      column: true,
    }),
    amount: money({ required: true, column: true }),
    status: select(PAYMENT_STATUSES, {
      required: true,
      default: 'pending',
      searchable: true,
      column: true,
      serverOnly: true,
      help: 'Refunded: all of it paid back. Cancelled: no longer owed (the hold expired or the stay was cancelled).',
    }),
    dueDate: date({ column: true }),
    provider: select(PAYMENT_PROVIDERS, { required: true, default: 'sandbox', searchable: true }),
    providerReference: text({ max: 200, searchable: true, serverOnly: true }),
    idempotencyKey: text({ max: 200, unique: true, serverOnly: true }),
    refundOf: ref('paymentoperations', { searchable: true, serverOnly: true, help: 'For a refund: the payment it pays back' }),
    refundedAmount: money({ serverOnly: true, help: 'How much of this payment has been paid back' }),
    paidAt: datetime({ serverOnly: true }),
    remindedAt: datetime({ serverOnly: true, help: 'When the reminder before the due date was sent' }),
    note: text({ max: 500, serverOnly: true, help: 'Staff note, e.g. the bank reference of a transfer' }),
  },
  titleField: 'kind',
  defaultSort: '-createdAt',
  access: { read: payerOrLandlordOrStaff, create: admins, update: admins, delete: admins },
} as const satisfies CollectionDef;

export const transactions = {
  name: 'transactions',
  route: '/Transactions',
  label: 'Transactions',
  singular: 'Transaction',
  group: 'Money',
  description: 'The append-only ledger of money that moved; corrections are new entries, never edits.',
  fields: {
    operation: ref('paymentoperations', { required: true, searchable: true, column: true }),
    amount: money({ signed: true, required: true, column: true, help: 'Negative for money paid back' }),
    providerEventId: text({ max: 200, unique: true, searchable: true, column: true }),
    occurredAt: datetime({ required: true, column: true }),
    recordedBy: ref('users', { onDelete: 'setNull', help: 'The staff member who recorded it by hand (bank transfers)' }),
    note: text({ max: 500 }),
  },
  titleField: 'providerEventId',
  defaultSort: '-occurredAt',
  access: { read: payerOrStaff, create: nobody, update: nobody, delete: nobody },
} as const satisfies CollectionDef;
