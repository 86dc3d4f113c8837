import { generateCustomMigration, generateParentsPublicMigration, generateSchemaMigration } from '../src/server/db/migration-files.ts';

// npm run db:generate -- <name>            a migration for what the catalogue changed
// npm run db:generate -- <name> --custom   an empty migration for hand-written SQL
// npm run db:generate -- <name> --parents-public   the parents_public triggers again, after a
//                                          `publicWhen.within` changed (public-parents.test.ts says when)

const args = process.argv.slice(2);
const custom = args.includes('--custom');
const parentsPublic = args.includes('--parents-public');
const name = args.find((a) => !a.startsWith('--')) ?? (custom ? 'custom' : 'schema');
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('The migration name may hold lower-case letters, digits and _ only.');
  process.exit(1);
}
const tag = parentsPublic
  ? await generateParentsPublicMigration(name)
  : custom
    ? await generateCustomMigration(name)
    : await generateSchemaMigration(name);
console.log(tag ? `Wrote src/server/db/migrations/${tag}.sql` : 'The committed migrations already match the catalogue.');
