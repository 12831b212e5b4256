// Guards the cgroup parsers on /proc/PID/cgroup texts in the kernel's format (test/fixtures/proc/cgroup, hand-written
// in the path forms systemd, Docker, Podman, containerd/Kubernetes and CRI-O create), container names from the
// runtimes' local files, and NSpid from status.
import { mkdirSync, mkdtempSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContainerNames, containerOf, parseCgroupV2Path, parseDockerConfigName, parsePodmanContainerName, systemdUnitOf } from '../../../../src/collectors/linux/cgroup.js';
import { parseProcStatus } from '../../../../src/collectors/linux/parse.js';
import { nodeProcFs } from '../../../../src/collectors/linux/procfs.js';
import { fixture, FIXTURES } from './fixtures.js';

const DOCKER_ID = '3f2a9c1e5b7d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f2a';
const PODMAN_ID = '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c';
const K8S_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const POD = '6b1e7f4a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

function facts(name: string): { path: string | null; unit: string | null; container: ReturnType<typeof containerOf> } {
  const path = parseCgroupV2Path(fixture(`cgroup/${name}`));
  return { path, unit: path === null ? null : systemdUnitOf(path), container: path === null ? null : containerOf(path) };
}

describe('cgroup v2 path, unit and container', () => {
  it('systemd units: a system service, a login session, a user app scope', () => {
    expect(facts('system-service')).toEqual({ path: '/system.slice/nginx.service', unit: 'nginx.service', container: null });
    expect(facts('user-session').unit).toBe('session-3.scope');
    expect(facts('user-app-scope').unit).toBe('app-gnome-firefox-4242.scope');
  });

  it('Docker with the systemd and the cgroupfs driver (a hybrid host: the v2 line among v1 lines)', () => {
    expect(facts('docker-systemd')).toMatchObject({ unit: `docker-${DOCKER_ID}.scope`, container: { runtime: 'docker', id: DOCKER_ID, podUid: null, name: null } });
    expect(facts('docker-cgroupfs-hybrid')).toMatchObject({ path: `/docker/${DOCKER_ID}`, unit: null, container: { runtime: 'docker', id: DOCKER_ID } });
  });

  it('rootless Podman (the container cgroup under its scope), containerd and CRI-O pods, the cgroupfs kubepods form', () => {
    expect(facts('podman-rootless').container).toEqual({ runtime: 'podman', id: PODMAN_ID, podUid: null, name: null });
    expect(facts('k8s-containerd-systemd').container).toEqual({ runtime: 'containerd', id: K8S_ID, podUid: POD, name: null });
    expect(facts('k8s-cgroupfs').container).toEqual({ runtime: 'kubernetes', id: K8S_ID, podUid: POD, name: null });
    expect(facts('crio').container).toMatchObject({ runtime: 'cri-o', podUid: '11112222-3333-4444-5555-666677778888' });
  });

  it('the root cgroup (or a cgroup namespace) names nothing; a v1-only host has no v2 path', () => {
    expect(facts('root-or-cgroupns')).toEqual({ path: '/', unit: null, container: null });
    expect(facts('v1-only').path).toBeNull();
    // A conmon scope and a plain slice are not containers.
    expect(containerOf(`/machine.slice/libpod-conmon-${PODMAN_ID}.scope`)).toBeNull();
  });
});

describe('container names from local files', () => {
  it("Docker's config.v2.json Name and Podman's containers.json names", () => {
    expect(parseDockerConfigName(fixture('cgroup/docker-config.v2.json'))).toBe('web-frontend');
    expect(parsePodmanContainerName(fixture('cgroup/podman-containers.json'), PODMAN_ID)).toBe('db-1');
    expect(parsePodmanContainerName(fixture('cgroup/podman-containers.json'), DOCKER_ID)).toBeNull();
    expect(parseDockerConfigName('not json')).toBeNull();
  });

  it('looks a name up once per container; a missing file leaves the name null', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-containers-'));
    try {
      mkdirSync(join(dir, DOCKER_ID));
      copyFileSync(join(FIXTURES, 'cgroup/docker-config.v2.json'), join(dir, DOCKER_ID, 'config.v2.json'));
      const names = new ContainerNames(nodeProcFs, { dockerContainersDir: dir, podmanContainersJson: join(dir, 'none.json') });
      expect(names.named(containerOf(`/docker/${DOCKER_ID}`)!).name).toBe('web-frontend');
      rmSync(join(dir, DOCKER_ID), { recursive: true });
      expect(names.named(containerOf(`/docker/${DOCKER_ID}`)!).name).toBe('web-frontend'); // cached
      expect(names.named(containerOf(`/machine.slice/libpod-${PODMAN_ID}.scope`)!).name).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('NSpid', () => {
  it('the PID in each nested namespace, the host first; absent on old kernels', () => {
    expect(parseProcStatus('Name:\tsh\nUid:\t0\t0\t0\t0\nNSpid:\t4242\t17\t1\nThreads:\t1\n').nsPids).toEqual([4242, 17, 1]);
    expect(parseProcStatus('Name:\tsh\nNSpid:\t4242\n').nsPids).toEqual([4242]);
    expect(parseProcStatus('Name:\tsh\nUid:\t0\n').nsPids).toBeNull();
  });
});
