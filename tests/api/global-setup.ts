/** Says plainly, once per run, whether the PostgreSQL tier runs. */
export default function announceDatabases(): void {
  const url = process.env.TEST_DATABASE_URL;
  process.stdout.write(
    url
      ? `API tests run on PGlite and on PostgreSQL (${new URL(url).host}).\n`
      : 'API tests run on PGlite only: the PostgreSQL tier is SKIPPED because TEST_DATABASE_URL is not set.\n',
  );
}
