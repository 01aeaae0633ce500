import { foldText } from '../domain/fold.ts'
import type { Db } from './db.ts'
import { headlineField } from './ranking.ts'
import { refreshTermVocabulary } from './term-vocabulary.ts'

/** SQL, or a step that needs the code's own functions (run in the same transaction). */
export type Migration = string | ((db: Db) => void)

/**
 * The store's schema, as numbered migrations. `PRAGMA user_version` records
 * how far a database file has come; opening a file applies what is missing.
 */
export const MIGRATIONS: readonly Migration[] = [
  // 1: catalogue, issues, pages, logical units, items, editorial tables, full-text index.
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;

  CREATE TABLE periodical (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('newspaper', 'serial')),
    born_digital INTEGER NOT NULL DEFAULT 0,
    issn TEXT,
    languages TEXT NOT NULL DEFAULT '[]',
    publishers TEXT NOT NULL DEFAULT '[]',
    printers TEXT NOT NULL DEFAULT '[]',
    period TEXT,
    start_year INTEGER,
    end_year INTEGER,
    description TEXT,
    access_info TEXT,
    permalink TEXT,
    -- Title history: JSON arrays of {"title": …, "id": … (when the title is in the catalogue)}.
    earlier_titles TEXT NOT NULL DEFAULT '[]',
    later_titles TEXT NOT NULL DEFAULT '[]',
    -- The bibliographic record as MARC display lines (JSON array), when one was imported.
    record TEXT
  ) STRICT;

  -- MARCXML records as imported; merged onto periodicals when an import commits.
  CREATE TABLE title_record (
    key TEXT PRIMARY KEY,
    control_number TEXT,
    issn TEXT,
    title TEXT NOT NULL,
    data TEXT NOT NULL,
    source_path TEXT NOT NULL
  ) STRICT;

  CREATE TABLE issue (
    id INTEGER PRIMARY KEY,
    periodical_id TEXT NOT NULL REFERENCES periodical (id),
    date TEXT NOT NULL,
    edition INTEGER NOT NULL DEFAULT 1,
    number TEXT,
    languages TEXT NOT NULL DEFAULT '[]',
    permalink TEXT,
    page_count INTEGER NOT NULL,
    source_path TEXT NOT NULL,
    UNIQUE (periodical_id, date, edition)
  ) STRICT;

  CREATE TABLE item (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('book', 'manuscript', 'poster', 'postcard')),
    born_digital INTEGER NOT NULL DEFAULT 0,
    title TEXT NOT NULL,
    authors TEXT NOT NULL DEFAULT '[]',
    also_known_as TEXT NOT NULL DEFAULT '[]',
    alternative_titles TEXT NOT NULL DEFAULT '[]',
    publisher TEXT,
    physical_description TEXT,
    date TEXT,
    year INTEGER,
    languages TEXT NOT NULL DEFAULT '[]',
    permalink TEXT,
    page_count INTEGER NOT NULL,
    source_path TEXT NOT NULL
  ) STRICT;

  CREATE TABLE page (
    id INTEGER PRIMARY KEY,
    issue_id INTEGER REFERENCES issue (id) ON DELETE CASCADE,
    item_id TEXT REFERENCES item (id) ON DELETE CASCADE,
    sequence INTEGER NOT NULL,
    label TEXT,
    image_service TEXT,
    text TEXT NOT NULL DEFAULT '',
    -- Word boxes in page-relative units 0..10000 (ADR 005): JSON [[word, x, y, w, h], …].
    words TEXT NOT NULL DEFAULT '[]',
    CHECK ((issue_id IS NULL) <> (item_id IS NULL))
  ) STRICT;
  CREATE INDEX page_issue ON page (issue_id, sequence);
  CREATE INDEX page_item ON page (item_id, sequence);

  -- The search unit. Filter and sort columns are copied from the issue or item
  -- so a search never joins.
  CREATE TABLE unit (
    id INTEGER PRIMARY KEY,
    issue_id INTEGER REFERENCES issue (id) ON DELETE CASCADE,
    item_id TEXT REFERENCES item (id) ON DELETE CASCADE,
    source_id TEXT NOT NULL,
    type TEXT NOT NULL,
    source_type TEXT NOT NULL,
    title TEXT,
    language TEXT,
    text TEXT NOT NULL,
    -- Space-separated content-type facet values (advertisement, table, full_text, …).
    content_types TEXT NOT NULL,
    first_page INTEGER NOT NULL,
    last_page INTEGER NOT NULL,
    -- JSON [[pageSequence, blockId], …] in reading order.
    blocks TEXT NOT NULL,
    doc_type TEXT NOT NULL,
    periodical_id TEXT,
    date TEXT,
    year INTEGER,
    sort_title TEXT NOT NULL,
    CHECK ((issue_id IS NULL) <> (item_id IS NULL))
  ) STRICT;
  CREATE INDEX unit_issue ON unit (issue_id);
  CREATE INDEX unit_item ON unit (item_id);
  CREATE INDEX unit_date ON unit (date);
  CREATE INDEX unit_periodical ON unit (periodical_id, date);

  -- Contentless: the text lives in unit; the index holds folded title and text.
  CREATE VIRTUAL TABLE unit_fts USING fts5 (
    title,
    text,
    content = '',
    contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  );

  -- Editorial content, one row per language; body is a JSON array of paragraphs.
  CREATE TABLE staff_pick (
    id TEXT NOT NULL,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    body TEXT NOT NULL,
    target TEXT,
    published TEXT NOT NULL,
    PRIMARY KEY (id, locale)
  ) STRICT;

  CREATE TABLE news_item (
    id TEXT NOT NULL,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published TEXT NOT NULL,
    PRIMARY KEY (id, locale)
  ) STRICT;

  CREATE TABLE editorial_page (
    path TEXT NOT NULL,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    updated TEXT NOT NULL,
    PRIMARY KEY (path, locale)
  ) STRICT;
  `,
  // 2: the best-ranked units of each common word (ADR 008), rebuilt by every import.
  `
  CREATE TABLE term_rank (
    term TEXT PRIMARY KEY,
    -- How many units contain the word.
    matches INTEGER NOT NULL,
    -- The best-ranked unit ids, most relevant first, as 32-bit integers in the machine's order.
    ids BLOB NOT NULL,
    -- Every unit id containing the word, ascending, in the same encoding.
    all_ids BLOB NOT NULL
  ) STRICT;
  `,
  // 3: relevance times a unit prior (ADR 019): the stored rankings of common words were made
  // without it, so they are emptied, and `npm start` (or the next import) ranks them again.
  `
  DELETE FROM term_rank;
  `,
  // 4: every import is a batch that can be listed and purged (ADR 021). Pages and units are not
  // marked: they go with their issue or item (ON DELETE CASCADE), and a column on a million units
  // would rewrite the largest table. What a store held before this migration becomes one batch,
  // "before-batches", dated by its last import, so every row can be purged like any other.
  `
  CREATE TABLE batch (
    id TEXT PRIMARY KEY,
    -- When the import began, ISO 8601 in UTC.
    imported_at TEXT NOT NULL,
    -- JSON array of the files and folders the import was given (absolute paths).
    sources TEXT NOT NULL DEFAULT '[]',
    -- The counts the import reported (an issue read twice in it counts twice); a later batch may have replaced some since.
    issues INTEGER NOT NULL DEFAULT 0,
    items INTEGER NOT NULL DEFAULT 0,
    pages INTEGER NOT NULL DEFAULT 0,
    units INTEGER NOT NULL DEFAULT 0,
    title_records INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0,
    -- JSON array of messages: each file skipped and why.
    warnings TEXT NOT NULL DEFAULT '[]'
  ) STRICT;

  ALTER TABLE issue ADD COLUMN batch_id TEXT REFERENCES batch (id);
  ALTER TABLE item ADD COLUMN batch_id TEXT REFERENCES batch (id);
  ALTER TABLE title_record ADD COLUMN batch_id TEXT REFERENCES batch (id);
  ALTER TABLE staff_pick ADD COLUMN batch_id TEXT REFERENCES batch (id);
  ALTER TABLE news_item ADD COLUMN batch_id TEXT REFERENCES batch (id);
  CREATE INDEX issue_batch ON issue (batch_id);
  CREATE INDEX item_batch ON item (batch_id);

  INSERT INTO batch (id, imported_at, issues, items, pages, units, title_records)
  SELECT
    'before-batches',
    COALESCE(
      (SELECT json_extract(value, '$.updated') FROM meta WHERE key = 'statistics' AND json_valid(value)),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    ),
    (SELECT COUNT(*) FROM issue),
    (SELECT COUNT(*) FROM item),
    (SELECT COUNT(*) FROM page),
    (SELECT COUNT(*) FROM unit),
    (SELECT COUNT(*) FROM title_record)
  WHERE EXISTS (SELECT 1 FROM issue) OR EXISTS (SELECT 1 FROM item) OR EXISTS (SELECT 1 FROM title_record)
    OR EXISTS (SELECT 1 FROM staff_pick) OR EXISTS (SELECT 1 FROM news_item);
  UPDATE issue SET batch_id = 'before-batches';
  UPDATE item SET batch_id = 'before-batches';
  UPDATE title_record SET batch_id = 'before-batches';
  UPDATE staff_pick SET batch_id = 'before-batches';
  UPDATE news_item SET batch_id = 'before-batches';
  UPDATE meta SET value = json_set(value, '$.totalBatches', (SELECT COUNT(*) FROM batch))
  WHERE key = 'statistics' AND json_valid(value);
  `,
  // 5: how much of an issue's date is known (ADR 022): 'month' or 'year' for issues delivered
  // without a day, stored as the first day of that month or year.
  `ALTER TABLE issue ADD COLUMN date_precision TEXT NOT NULL DEFAULT 'day' CHECK (date_precision IN ('day', 'month', 'year'));`,
  // 6: the index of a store imported before the folding of combining letters, ligatures, ‘ ʼ and
  // the soft hyphen (issue 16) is brought in line with the queries, which fold them.
  refoldIndex,
  // 7: what the page view, the IIIF manifests and thumbnails need of a page (issue 17): its size in
  // pixels (the ALTO page converted from its unit; a stored image's own size wins) and its layout,
  // JSON [[blockId, kind, x, y, w, h, [[x, y, w, h, words], …lines]], …] in page-relative units 0..10000,
  // a line's words being the next so many of the page's words.
  // Pages imported before have neither until imported again: NULL and []. And the OCR file the page
  // was read from (absolute, as imported), served as the original ALTO only from inside the folder
  // the server is told holds the sources.
  `
  ALTER TABLE page ADD COLUMN ocr_path TEXT;
  -- The page's scan as IIIF tiles, under images/{key}/ beside the store (src/ingest/images.ts).
  ALTER TABLE page ADD COLUMN image_key TEXT;
  ALTER TABLE page ADD COLUMN width INTEGER;
  ALTER TABLE page ADD COLUMN height INTEGER;
  ALTER TABLE page ADD COLUMN layout TEXT NOT NULL DEFAULT '[]';
  `,
  // 8: the scan file a page's source names (absolute, as imported), so a library's own IIIF image
  // server (LIBRARY_IMAGE_SERVER) can be asked for it by its path inside LIBRARY_SOURCES, as the
  // OCR file is served (issue 17). Pages imported before have none until imported again.
  `
  ALTER TABLE page ADD COLUMN image_path TEXT;
  `,
  // 9: when each issue and item first entered the collection (issue 18: searches pinned with
  // `asof`). A batch names the import that last wrote a row; an issue imported again keeps its
  // first time, so a cited search made before the re-import still finds it (ADR 025).
  `
  ALTER TABLE issue ADD COLUMN added_at TEXT;
  ALTER TABLE item ADD COLUMN added_at TEXT;
  UPDATE issue SET added_at = (SELECT imported_at FROM batch WHERE batch.id = issue.batch_id);
  UPDATE item SET added_at = (SELECT imported_at FROM batch WHERE batch.id = item.batch_id);
  `,
  // 10: what harvesters need (issue 37, ADR 035). When each batch became part of the store (its
  // rows' OAI datestamps and Change Discovery times: an import begins long before its rows can be
  // seen), the purges, and a tombstone for every periodical, issue and item a purge removed, kept
  // for ever (OAI-PMH `deletedRecord` persistent; Change Discovery `Delete`). A tombstone's key
  // columns are those of the row it replaces ('' and 0 where the kind has none), so it sorts and
  // pages with the live rows. The ARK a source gave is found by an index on it (`/ark:/…`).
  `
  ALTER TABLE batch ADD COLUMN committed_at TEXT;
  UPDATE batch SET committed_at = imported_at;

  CREATE TABLE purge (
    id INTEGER PRIMARY KEY,
    batch_id TEXT NOT NULL,
    -- When the purged batch had begun, and when the purge was made (ISO 8601 UTC).
    batch_imported_at TEXT NOT NULL,
    purged_at TEXT NOT NULL,
    -- JSON array of the periodicals whose records the purge changed (their issues, their catalogue fields).
    periodicals TEXT NOT NULL DEFAULT '[]'
  ) STRICT;

  CREATE TABLE deleted_record (
    kind TEXT NOT NULL CHECK (kind IN ('periodical', 'issue', 'item')),
    periodical_id TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '',
    edition INTEGER NOT NULL DEFAULT 0,
    item_id TEXT NOT NULL DEFAULT '',
    -- newspaper, serial, book, manuscript, poster, postcard: the record's sets.
    doc_type TEXT NOT NULL,
    -- When the record had first entered the collection (NULL if unknown), and when it was purged.
    added_at TEXT,
    deleted_at TEXT NOT NULL,
    purge_id INTEGER NOT NULL REFERENCES purge (id),
    PRIMARY KEY (kind, periodical_id, date, edition, item_id)
  ) STRICT;
  CREATE INDEX deleted_record_purge ON deleted_record (purge_id);

  CREATE INDEX issue_added ON issue (periodical_id, added_at);
  CREATE INDEX issue_ark ON issue (substr(permalink, instr(permalink, 'ark:'))) WHERE instr(permalink, 'ark:') > 0;
  CREATE INDEX item_ark ON item (substr(permalink, instr(permalink, 'ark:'))) WHERE instr(permalink, 'ark:') > 0;
  `,
  // 11: each unit's OCR score, the mean confidence of its words (0..1) where the import gave word
  // confidences (ALTO WC, PAGE conf); NULL where it gave none, and for units imported before: the
  // OCR band `unknown` (src/domain/ocr.ts, ADR 038). Adding a column with no default rewrites nothing.
  `
  ALTER TABLE unit ADD COLUMN ocr_score REAL;
  `,
  // 12: the index's vocabulary and each term's units (ADR 039), which both engines expand a word's
  // OCR misreadings from; filled from the index here, rewritten by every import.
  (db) => {
    db.exec('CREATE TABLE term_vocabulary (term TEXT PRIMARY KEY, units INTEGER NOT NULL) STRICT, WITHOUT ROWID')
    refreshTermVocabulary(db)
  },
  // 13: OCR confidence kept and scored wherever a source gives it (issue 36, ADR 040): each word's
  // confidence as a sixth element of its row in page.words (a whole percent, absent where none
  // was given), a score per page and per issue or item beside the unit's, and whether a score is
  // the source's mean word confidence or an estimate from a lexicon (ocr_estimated = 1). A store
  // from before has neither: the 'ocr_rescore' mark asks `npm start` (scripts/start.ts, with
  // src/ingest/rescore.ts) to read its pages' OCR files again, or to estimate where they are gone.
  // Columns added without a default rewrite nothing; the flags' constant default does not either.
  `
  ALTER TABLE page ADD COLUMN ocr_score REAL;
  ALTER TABLE page ADD COLUMN ocr_estimated INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE unit ADD COLUMN ocr_estimated INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE issue ADD COLUMN ocr_score REAL;
  ALTER TABLE issue ADD COLUMN ocr_estimated INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE item ADD COLUMN ocr_score REAL;
  ALTER TABLE item ADD COLUMN ocr_estimated INTEGER NOT NULL DEFAULT 0;
  INSERT INTO meta (key, value) SELECT 'ocr_rescore', 'pending' WHERE EXISTS (SELECT 1 FROM page);
  `,
  // 14: the stored rankings hold more (issue 40): each common word's rank of every unit holding it,
  // in the order of all_ids (last in the row, so reading the first units does not read it), by
  // which a filtered search orders the units its filters keep instead of ranking them again; and
  // the first units of every heavy prefix, keyed 'werde*'. They are emptied, and `npm start` (or
  // the next import) ranks them again, as after migration 3.
  `
  DELETE FROM term_rank;
  ALTER TABLE term_rank ADD COLUMN ranks BLOB;
  `,
  // 15: each common word's weighted count in every unit holding it, in the order of all_ids, one
  // byte each (two where one exceeds 255), and the idf FTS5 gave the word: a search of several
  // common words recomputes FTS5's bm25 from them (ADR 050) instead of having FTS5 score every
  // match. NULL for a word whose scores the import could not reproduce exactly. Emptied, and
  // ranked again as after migration 3.
  `
  DELETE FROM term_rank;
  ALTER TABLE term_rank ADD COLUMN freqs BLOB;
  ALTER TABLE term_rank ADD COLUMN idf REAL;
  `,
  // 16 (issue 49, ADR 055): the source identifier of a periodical, item or unit whose id the import
  // shortened, because the site's addresses take at most 120 characters (src/ingest/ids.ts); NULL
  // where the id is the source's own. Columns added without a default rewrite nothing.
  `
  ALTER TABLE periodical ADD COLUMN source_identifier TEXT;
  ALTER TABLE item ADD COLUMN source_identifier TEXT;
  ALTER TABLE unit ADD COLUMN source_identifier TEXT;
  `,
  // 17 (issue 50, ADR 057): which lexicons know each term
  // of the index's vocabulary, as bits (src/domain/lexicon-languages.ts), so that a word of the
  // lexicon of its units' language is never offered as an OCR misreading. NULL until the importer
  // has looked the term up: the next import, or `npm start` for a store from before
  // (src/ingest/term-lexicons.ts). Adding a column with no default rewrites nothing.
  `
  ALTER TABLE term_vocabulary ADD COLUMN lexicon INTEGER;
  `,
  // 18 (issue 50): each unit's language beside its id, in an index of its own. A word's first
  // misreading judgement asks the languages of the first units holding each term it weighs
  // (term-vocabulary.ts); read from the table, every unit costs a row with its whole text (a page
  // or more each), from this index a few entries of one page. On the 20,481 terms of a
  // 100,000-article store: 2.1 s of CPU through the table, 0.6 s through the index.
  `
  CREATE INDEX unit_id_language ON unit (id, language);
  `,
  // 19 (issue 50, ADR 077): the frequent words' misreadings judged by the importer
  // (term-judgements.ts), so that a word's first search with variants reads one row instead of
  // judging. Empty until the next import (or `npm start`) judges them; a word not held is judged
  // at its first search, as before.
  `
  CREATE TABLE term_judgement (term TEXT PRIMARY KEY, misreadings TEXT NOT NULL, others TEXT NOT NULL) STRICT, WITHOUT ROWID;
  `,
]

/**
 * The characters whose folding changed for migration 6, as a GLOB: U+0300–U+036F (the
 * superscript e of `Aufklaͤrung` above all), the ligatures ﬃ ﬄ ﬅ ﬆ ĳ, ‘ and ʼ, the soft hyphen.
 * Only units holding one of them index differently; SQLite's GLOB finds them without handing
 * every text to JavaScript (seconds at a million articles).
 */
const REFOLDED_CHARACTERS = '*[\u2018\u02bc\ufb03\ufb04\ufb05\ufb06\u0133\u0132\u00ad\u0300-\u036f]*'

/**
 * Rewrites the index rows of the units holding a newly folded character. The text column is
 * exact, from the stored text. Headings are not stored apart from the text, so the headline
 * column of these units is made from their title alone: a heading that differs from it weighs
 * as body text until the unit is imported again. Line-end hyphens in stored text were joined
 * or not by the import that wrote it; only a new import of the source joins them.
 */
function refoldIndex(db: Db): void {
  const units = db
    .prepare<{ characters: string }, { id: number; type: string; title: string | null; text: string }>(
      'SELECT id, type, title, text FROM unit WHERE text GLOB @characters OR title GLOB @characters',
    )
    .all({ characters: REFOLDED_CHARACTERS })
  if (units.length === 0) return
  const remove = db.prepare<[number]>('DELETE FROM unit_fts WHERE rowid = ?')
  const insert = db.prepare<[number, string, string]>('INSERT INTO unit_fts (rowid, title, text) VALUES (?, ?, ?)')
  for (const unit of units) {
    remove.run(unit.id)
    insert.run(unit.id, foldText(headlineField({ type: unit.type, title: unit.title ?? undefined, text: unit.text })), foldText(unit.text))
  }
  // The stored rankings of common words were made from the old tokens; `npm start` (or the next
  // import) ranks them again, as after migration 3.
  db.exec('DELETE FROM term_rank')
}
