// The saved Investigation Profiles and the working list's binding (product contracts §3): named Tracking Lists that
// change only by explicit save / save as / rename / delete, with names unique case-insensitively. The virtual
// `Empty (default)` entry stands for an empty working list; it is never persisted, renamed, deleted or
// overwritten. References and revisions are opaque and last for this application run.
import { nameKey } from '../../model/index.js';

export const EMPTY_PROFILE_NAME = 'Empty (default)';
/** The reference of the virtual Empty (default) entry. */
export const EMPTY_PROFILE_REF = 'profile-empty-default';
const EMPTY_PROFILE_REVISION = 'profile-empty-default:0';

export interface Profile {
  readonly ref: string;
  readonly name: string;
  /** Tracked names, lower-cased, in saved order. */
  readonly names: readonly string[];
  readonly revision: string;
}

/** A profile as the settings file keeps it. */
export interface SavedProfile {
  readonly name: string;
  readonly names: readonly string[];
}

/** Why saved profiles could not be taken from the settings file; profile changes are then refused. */
export class ProfileBookError extends Error {
  override readonly name = 'ProfileBookError';
}

export const EMPTY_PROFILE: Profile = Object.freeze({ ref: EMPTY_PROFILE_REF, name: EMPTY_PROFILE_NAME, names: [], revision: EMPTY_PROFILE_REVISION });

function normalized(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) if (!out.includes(nameKey(name))) out.push(nameKey(name));
  return out;
}

/** The same names, in any order. */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map(nameKey));
  const right = new Set(b.map(nameKey));
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/** A profile name as it is kept: trimmed; null when nothing is left. */
export function profileName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export class ProfileBook {
  private readonly profiles: Profile[] = [];
  private activeRef: string | null = null;
  private counter = 0;

  /**
   * @param saved the profiles of the settings file; duplicate names (case-insensitively) or the reserved
   *   `Empty (default)` name are refused with ProfileBookError, never silently merged.
   * @param activeName the saved binding; a name that matches no profile binds nothing.
   */
  constructor(
    saved: readonly SavedProfile[] = [],
    activeName: string | null = null,
    private readonly instance = 'run',
  ) {
    for (const profile of saved) {
      const name = profileName(profile.name);
      if (name === null) throw new ProfileBookError('a saved profile has an empty name');
      if (this.isReserved(name)) throw new ProfileBookError(`a saved profile uses the reserved name "${EMPTY_PROFILE_NAME}"`);
      if (this.byName(name)) throw new ProfileBookError(`two saved profiles are named "${name}" (names are unique case-insensitively)`);
      this.profiles.push(this.make(name, normalized(profile.names)));
    }
    if (activeName !== null) this.activeRef = this.byName(activeName)?.ref ?? null;
  }

  /** Saved profiles, Empty (default) first. */
  list(): readonly Profile[] {
    return [EMPTY_PROFILE, ...this.profiles];
  }

  /** The bound profile, or Empty (default). */
  get active(): Profile {
    return this.profiles.find((profile) => profile.ref === this.activeRef) ?? EMPTY_PROFILE;
  }

  /** The bound profile's reference, or null for Empty (default). */
  get activeProfileRef(): string | null {
    return this.activeRef;
  }

  find(ref: string): Profile | undefined {
    return ref === EMPTY_PROFILE_REF ? EMPTY_PROFILE : this.profiles.find((profile) => profile.ref === ref);
  }

  byName(name: string): Profile | undefined {
    const key = nameKey(name.trim());
    if (key === nameKey(EMPTY_PROFILE_NAME)) return EMPTY_PROFILE;
    return this.profiles.find((profile) => nameKey(profile.name) === key);
  }

  isReserved(name: string): boolean {
    return nameKey(name.trim()) === nameKey(EMPTY_PROFILE_NAME);
  }

  bind(ref: string | null): void {
    this.activeRef = ref === EMPTY_PROFILE_REF ? null : ref;
  }

  /** Replaces a profile's names (save); returns the changed profile. */
  setNames(ref: string, names: readonly string[]): Profile {
    return this.replace(ref, (profile) => this.make(profile.name, normalized(names), profile.ref));
  }

  rename(ref: string, name: string): Profile {
    return this.replace(ref, (profile) => this.make(name, profile.names, profile.ref));
  }

  add(name: string, names: readonly string[]): Profile {
    const profile = this.make(name, normalized(names));
    this.profiles.push(profile);
    return profile;
  }

  remove(ref: string): void {
    const at = this.profiles.findIndex((profile) => profile.ref === ref);
    if (at !== -1) this.profiles.splice(at, 1);
    if (this.activeRef === ref) this.activeRef = null;
  }

  /** The book as the settings file keeps it. */
  saved(): { profiles: { name: string; names: string[] }[]; activeName: string | null } {
    return { profiles: this.profiles.map(({ name, names }) => ({ name, names: [...names] })), activeName: this.activeRef === null ? null : this.active.name };
  }

  /** A copy to restore when persisting a change fails (nothing lost, nothing half-changed). */
  snapshot(): () => void {
    const profiles = [...this.profiles];
    const activeRef = this.activeRef;
    return () => {
      this.profiles.splice(0, this.profiles.length, ...profiles);
      this.activeRef = activeRef;
    };
  }

  private replace(ref: string, change: (profile: Profile) => Profile): Profile {
    const at = this.profiles.findIndex((profile) => profile.ref === ref);
    if (at === -1) throw new ProfileBookError(`no profile ${ref}`);
    const next = change(this.profiles[at]!);
    this.profiles[at] = next;
    return next;
  }

  private make(name: string, names: readonly string[], ref?: string): Profile {
    this.counter += 1;
    return Object.freeze({ ref: ref ?? `profile-${this.instance}-${this.counter}`, name, names: Object.freeze([...names]), revision: `profile-rev-${this.instance}-${this.counter}` });
  }
}
