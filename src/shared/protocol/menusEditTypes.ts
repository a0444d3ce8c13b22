import type { MenuTree } from '../domain/menuTree';

/** One saved version of the menus, as the console lists it. */
export interface MenuVersionLine {
  id: number;
  /** The note typed with the save or restore ('' when none). */
  note: string;
  /** The staff email that saved it, or `content:load` / `migration 023`. */
  saved_by: string;
  /** ISO time. */
  saved_at: string;
  /** The version this one restored, or null. */
  restored_from: number | null;
}

/** A listed version with how many changes it made from the version before it (null: the first). */
export interface MenuVersionItem extends MenuVersionLine {
  changes: number | null;
}

/** The Menus screen: both menus as they are now, the version they are, and the history. */
export interface MenusEditAnswer {
  menus: MenuTree;
  /** The newest version's id (send it back as base_version), or null before any. */
  version: number | null;
  /** The newest versions first (at most 50). */
  versions: MenuVersionItem[];
  /** How many versions are kept in all. */
  total: number;
}

/** Two versions compared: what changed from `from` to `to`, one line in words each. */
export interface MenusComparison {
  from: MenuVersionLine;
  to: MenuVersionLine;
  changes: string[];
}
