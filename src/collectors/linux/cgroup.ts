// A process's control group (the cgroup v2 path of /proc/PID/cgroup) and what its path tells: the systemd unit and
// the container (Docker, Podman, containerd/Kubernetes, CRI-O) with the runtime's own name where a local file gives it.
// Parsers take text, so recorded files test them; names are looked up once per container.
import type { ProcessContainer } from '../../model/types.js';
import { readOptional, type ProcFs } from './procfs.js';

/** The v2 path (the `0::` line) of a /proc/PID/cgroup text; null without one (a v1-only host, an unreadable file). */
export function parseCgroupV2Path(text: string): string | null {
  for (const line of text.split('\n')) if (line.startsWith('0::')) return line.slice(3);
  return null;
}

/** Unit suffixes systemd places processes in (slices hold units, never processes). */
const UNIT = /^[^/]+\.(service|scope|socket|mount|swap)$/;

/** The deepest systemd unit of a cgroup path (`session-3.scope`, `nginx.service`, a user's `app.service`), or null. */
export function systemdUnitOf(path: string): string | null {
  const parts = path.split('/');
  for (let i = parts.length - 1; i >= 0; i--) if (UNIT.test(parts[i])) return parts[i];
  return null;
}

const ID = '([0-9a-f]{64})';
/** Container path forms, most specific first: the component (or components) that name one container. */
const CONTAINER_FORMS: readonly { readonly runtime: ProcessContainer['runtime']; readonly pattern: RegExp }[] = [
  { runtime: 'containerd', pattern: new RegExp(`/cri-containerd-${ID}\\.scope$`) },
  { runtime: 'cri-o', pattern: new RegExp(`/crio-${ID}\\.scope$`) },
  { runtime: 'docker', pattern: new RegExp(`/docker-${ID}\\.scope$`) },
  { runtime: 'docker', pattern: new RegExp(`/docker/${ID}$`) },
  { runtime: 'podman', pattern: new RegExp(`/libpod-${ID}\\.scope(?:/container)?$`) },
  { runtime: 'podman', pattern: new RegExp(`/libpod_parent/libpod-${ID}$`) },
  // Kubernetes with the cgroupfs driver: /kubepods/<qos>/pod<uid>/<container id> (containerd or CRI-O).
  { runtime: 'kubernetes', pattern: new RegExp(`/kubepods(?:/[a-z]+)?/pod[0-9a-f-]+/${ID}$`) },
];

/** A Kubernetes pod uid in a path: `pod<uid>` (cgroupfs) or `-pod<uid with underscores>.slice` (systemd). */
const POD = /(?:\/|-)pod([0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12})(?:\.slice)?(?:\/|$)/;

/** The container a cgroup path names, without its name (containerNames adds it), or null. */
export function containerOf(path: string): ProcessContainer | null {
  for (const { runtime, pattern } of CONTAINER_FORMS) {
    const m = pattern.exec(path);
    if (m === null) continue;
    const pod = POD.exec(path);
    return { runtime, id: m[1], podUid: pod === null ? null : pod[1].replaceAll('_', '-'), name: null };
  }
  return null;
}

/** Where the runtimes keep what names their containers (read as root; another user gets no name). */
export interface ContainerNameSources {
  /** Docker's per-container config: `<dir>/<id>/config.v2.json` with `"Name":"/web"`. */
  readonly dockerContainersDir: string;
  /** Podman's (root) container list: a JSON array of `{ id, names }`. */
  readonly podmanContainersJson: string;
}

export const DEFAULT_CONTAINER_NAME_SOURCES: ContainerNameSources = {
  dockerContainersDir: '/var/lib/docker/containers',
  podmanContainersJson: '/var/lib/containers/storage/overlay-containers/containers.json',
};

/** The name Docker's config gives a container (without its leading `/`), or null. */
export function parseDockerConfigName(text: string): string | null {
  try {
    const name = (JSON.parse(text) as { Name?: unknown }).Name;
    return typeof name === 'string' && name.length > 1 ? name.replace(/^\//, '') : null;
  } catch {
    return null;
  }
}

/** The first name Podman's container list gives `id`, or null. */
export function parsePodmanContainerName(text: string, id: string): string | null {
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return null;
    for (const entry of list as { id?: unknown; names?: unknown }[]) {
      if (entry.id === id && Array.isArray(entry.names) && typeof entry.names[0] === 'string') return entry.names[0];
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Container names by id, looked up once per container id (a container keeps its id for its life; a rename is rare
 * and shows after the sampler restarts). containerd and CRI-O keep names behind their APIs, not in a local file.
 */
export class ContainerNames {
  private readonly names = new Map<string, string | null>();

  constructor(
    private readonly fs: ProcFs,
    private readonly sources: ContainerNameSources = DEFAULT_CONTAINER_NAME_SOURCES,
  ) {}

  named(container: ProcessContainer): ProcessContainer {
    let name = this.names.get(container.id);
    if (name === undefined) {
      name = this.lookUp(container);
      this.names.set(container.id, name);
    }
    return name === null ? container : { ...container, name };
  }

  private lookUp(container: ProcessContainer): string | null {
    if (container.runtime === 'docker') {
      const text = readOptional(this.fs, `${this.sources.dockerContainersDir}/${container.id}/config.v2.json`, 'utf8');
      return text === null ? null : parseDockerConfigName(text);
    }
    if (container.runtime === 'podman') {
      const text = readOptional(this.fs, this.sources.podmanContainersJson, 'utf8');
      return text === null ? null : parsePodmanContainerName(text, container.id);
    }
    return null;
  }
}
