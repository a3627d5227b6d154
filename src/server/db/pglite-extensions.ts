import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

/**
 * The PostgreSQL extensions the migrations create, which an embedded database must load when it
 * opens: btree_gist lets one exclusion constraint compare a calendar's id and a time range
 * (consultations never overlap on a calendar, migration 0011). PostgreSQL ships it in contrib.
 */
export const PGLITE_EXTENSIONS = { btree_gist }
