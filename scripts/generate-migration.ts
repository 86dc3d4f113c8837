import { DERIVED_MIGRATIONS, generateCustomMigration, generateDerivedMigration, generateSchemaMigration, type DerivedMigration } from '../src/server/db/migration-files.ts';

// npm run db:generate -- <name>            a migration for what the catalogue changed
// npm run db:generate -- <name> --custom   an empty migration for hand-written SQL
// npm run db:generate -- <name> --parents-public   the parents_public triggers again, after a
//                                          `publicWhen.within` changed (public-parents.test.ts says when)
// npm run db:generate -- <name> --list-order-index   the list order indexes that differ from what the
//                                          committed migrations last created, after access rules or a
//                                          collection changed (list-order-index.test.ts says when)

const args = process.argv.slice(2);
const custom = args.includes('--custom');
const derived = (Object.keys(DERIVED_MIGRATIONS) as DerivedMigration[]).find((kind) => args.includes(`--${kind}`));
const name = args.find((a) => !a.startsWith('--')) ?? (custom ? 'custom' : 'schema');
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('The migration name may hold lower-case letters, digits and _ only.');
  process.exit(1);
}
const tag = derived ? await generateDerivedMigration(name, derived) : custom ? await generateCustomMigration(name) : await generateSchemaMigration(name);
console.log(tag ? `Wrote src/server/db/migrations/${tag}.sql` : 'The committed migrations already match the catalogue.');
