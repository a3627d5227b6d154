import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
const t0 = performance.now()
const db = await PGlite.create({ extensions: { btree_gist } })
await db.exec(`create extension if not exists btree_gist;
create table c (id serial, cal uuid not null, s timestamptz not null, e timestamptz not null, status text not null,
  constraint no_overlap exclude using gist (cal with =, tstzrange(s, e) with &&) where (status = 'confirmed'));`)
const u = '00000000-0000-4000-8000-000000000001'
await db.query(`insert into c (cal,s,e,status) values ($1,'2026-12-08T15:00Z','2026-12-08T15:30Z','confirmed')`, [u])
await db.query(`insert into c (cal,s,e,status) values ($1,'2026-12-08T15:30Z','2026-12-08T16:00Z','confirmed')`, [u])
try { await db.query(`insert into c (cal,s,e,status) values ($1,'2026-12-08T15:15Z','2026-12-08T15:45Z','confirmed')`, [u]); console.log('NO CONFLICT?!') } catch (e: any) { console.log('conflict', e.code, e.constraint) }
console.log('ms', performance.now() - t0)
const c2 = await db.clone(); await c2.query(`insert into c (cal,s,e,status) values ($1,'2026-12-09T15:15Z','2026-12-09T15:45Z','confirmed')`, [u]); console.log('clone ok')
