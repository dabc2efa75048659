import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
let t=Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
console.log('create mem', Date.now()-t); t=Date.now();
await db.exec('create extension if not exists pg_trgm; create table a(id int primary key, t text); insert into a select g, md5(g::text) from generate_series(1,1000) g');
console.log('exec', Date.now()-t); t=Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now()-t, dump.size); t=Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log('load', Date.now()-t, (await db2.query('select count(*) from a')).rows); t=Date.now();
if (db2.clone) { const c = await db2.clone(); console.log('clone', Date.now()-t); }
