/* A stand-in for the real NVIDIA driver's libnvidia-ml.so.1, built by the NVML tests with cc: it exports the NVML
 * entry points the Linux GPU collector calls (native/linux/nvml.ts) and answers them from a script file, so the
 * collector's real koffi path is exercised where no NVIDIA GPU exists. It is NOT the driver: its values are the
 * script's. The script's path is compiled in (cc -DSCRIPT='"/tmp/…/script"', one build per test file) and the
 * script is re-read on every nvmlDeviceGetCount_v2 (one per sampling pass), so a test rewrites it between passes. Lines (whitespace-separated, one fact each):
 *   init <status>                              nvmlInit_v2's return value (default 0)
 *   device <busId> <uuid> <name>               a device, in index order (name without spaces)
 *   util <index> <gpu> <memory>                nvmlDeviceGetUtilizationRates
 *   encoder <index> <percent>                  nvmlDeviceGetEncoderUtilization
 *   decoder <index> <percent>
 *   memory <index> <total> <used>              nvmlDeviceGetMemoryInfo (free = total - used)
 *   fail <index> <call> <status>               make <call> (util|encoder|decoder|memory|compute|graphics|procutil)
 *                                              of that device return <status>
 *   compute <index> <pid> <usedBytes>          one nvmlProcessInfo_t of nvmlDeviceGetComputeRunningProcesses_v3
 *   graphics <index> <pid> <usedBytes>
 *   sample <index> <pid> <timeUs> <sm> <mem> <enc> <dec>   one nvmlProcessUtilizationSample_t
 * Each call's lastSeenTimeStamp is written to <script>.seen as "<index> <lastSeen>" lines. */
#include <stdio.h>
#include <string.h>

#ifndef SCRIPT
#error "build with -DSCRIPT='\"/path/to/script\"'"
#endif

#define MAX_DEVICES 8
#define MAX_ROWS 64

typedef struct { unsigned int pid; unsigned long long used; unsigned int gi, ci; } process_info;
typedef struct { unsigned int pid; unsigned long long ts; unsigned int sm, mem, enc, dec; } process_sample;
typedef struct {
  char busId[32], uuid[96], name[96];
  unsigned int util, memUtil, encoder, decoder;
  unsigned long long total, used;
  int fail_util, fail_encoder, fail_decoder, fail_memory, fail_compute, fail_graphics, fail_procutil;
  process_info compute[MAX_ROWS], graphics[MAX_ROWS];
  unsigned int ncompute, ngraphics;
  process_sample samples[MAX_ROWS];
  unsigned int nsamples;
  unsigned long long lastSeen;
} device;

static device devices[MAX_DEVICES];
static unsigned int ndevices;
static int init_status;

static void load(void) {
  const char *path = SCRIPT;
  memset(devices, 0, sizeof devices);
  ndevices = 0;
  init_status = 0;
  FILE *f = fopen(path, "r");
  if (f == NULL) return;
  char line[512], word[32], a[96], b[96], c[96];
  a[31] = 0;
  unsigned int i;
  while (fgets(line, sizeof line, f) != NULL) {
    if (sscanf(line, "%31s", word) != 1) continue;
    if (strcmp(word, "init") == 0) sscanf(line, "%*s %d", &init_status);
    else if (strcmp(word, "device") == 0 && ndevices < MAX_DEVICES && sscanf(line, "%*s %95s %95s %95s", a, b, c) == 3) {
      device *d = &devices[ndevices++];
      snprintf(d->busId, sizeof d->busId, "%.31s", a);
      snprintf(d->uuid, sizeof d->uuid, "%s", b);
      snprintf(d->name, sizeof d->name, "%s", c);
    } else if (sscanf(line, "%*s %u", &i) == 1 && i < ndevices) {
      device *d = &devices[i];
      if (strcmp(word, "util") == 0) sscanf(line, "%*s %*u %u %u", &d->util, &d->memUtil);
      else if (strcmp(word, "encoder") == 0) sscanf(line, "%*s %*u %u", &d->encoder);
      else if (strcmp(word, "decoder") == 0) sscanf(line, "%*s %*u %u", &d->decoder);
      else if (strcmp(word, "memory") == 0) sscanf(line, "%*s %*u %llu %llu", &d->total, &d->used);
      else if (strcmp(word, "fail") == 0) {
        int status = 0;
        if (sscanf(line, "%*s %*u %95s %d", a, &status) != 2) continue;
        if (strcmp(a, "util") == 0) d->fail_util = status;
        else if (strcmp(a, "encoder") == 0) d->fail_encoder = status;
        else if (strcmp(a, "decoder") == 0) d->fail_decoder = status;
        else if (strcmp(a, "memory") == 0) d->fail_memory = status;
        else if (strcmp(a, "compute") == 0) d->fail_compute = status;
        else if (strcmp(a, "graphics") == 0) d->fail_graphics = status;
        else if (strcmp(a, "procutil") == 0) d->fail_procutil = status;
      } else if ((strcmp(word, "compute") == 0 || strcmp(word, "graphics") == 0)) {
        int compute = word[0] == 'c';
        unsigned int *n = compute ? &d->ncompute : &d->ngraphics;
        process_info *rows = compute ? d->compute : d->graphics;
        if (*n < MAX_ROWS && sscanf(line, "%*s %*u %u %llu", &rows[*n].pid, &rows[*n].used) == 2) (*n)++;
      } else if (strcmp(word, "sample") == 0 && d->nsamples < MAX_ROWS) {
        process_sample *s = &d->samples[d->nsamples];
        if (sscanf(line, "%*s %*u %u %llu %u %u %u %u", &s->pid, &s->ts, &s->sm, &s->mem, &s->enc, &s->dec) == 6) d->nsamples++;
      }
    }
  }
  fclose(f);
}

static void record_seen(void) {
  char seen[4096];
  snprintf(seen, sizeof seen, "%s.seen", SCRIPT);
  FILE *f = fopen(seen, "w");
  if (f == NULL) return;
  for (unsigned int i = 0; i < ndevices; i++) fprintf(f, "%u %llu\n", i, devices[i].lastSeen);
  fclose(f);
}

/* Handles are pointers to the device records. */
static device *of(void *handle) {
  device *d = (device *)handle;
  return d >= devices && d < devices + ndevices ? d : NULL;
}

int nvmlInit_v2(void) { load(); return init_status; }
int nvmlShutdown(void) { return 0; }
int nvmlDeviceGetCount_v2(unsigned int *count) { load(); *count = ndevices; return 0; }
int nvmlDeviceGetHandleByIndex_v2(unsigned int index, void **handle) {
  if (index >= ndevices) return 2;
  *handle = &devices[index];
  return 0;
}
int nvmlDeviceGetPciInfo_v3(void *handle, char *pci) {
  device *d = of(handle);
  if (d == NULL) return 2;
  memset(pci, 0, 68);
  snprintf(pci + 36, 32, "%s", d->busId);
  return 0;
}
int nvmlDeviceGetUUID(void *handle, char *out, unsigned int length) {
  device *d = of(handle);
  if (d == NULL) return 2;
  snprintf(out, length, "%s", d->uuid);
  return 0;
}
int nvmlDeviceGetName(void *handle, char *out, unsigned int length) {
  device *d = of(handle);
  if (d == NULL) return 2;
  snprintf(out, length, "%s", d->name);
  return 0;
}
int nvmlDeviceGetUtilizationRates(void *handle, unsigned int *out) {
  device *d = of(handle);
  if (d == NULL) return 2;
  if (d->fail_util) return d->fail_util;
  out[0] = d->util;
  out[1] = d->memUtil;
  return 0;
}
int nvmlDeviceGetEncoderUtilization(void *handle, unsigned int *util, unsigned int *period) {
  device *d = of(handle);
  if (d == NULL) return 2;
  if (d->fail_encoder) return d->fail_encoder;
  *util = d->encoder;
  *period = 167000;
  return 0;
}
int nvmlDeviceGetDecoderUtilization(void *handle, unsigned int *util, unsigned int *period) {
  device *d = of(handle);
  if (d == NULL) return 2;
  if (d->fail_decoder) return d->fail_decoder;
  *util = d->decoder;
  *period = 167000;
  return 0;
}
int nvmlDeviceGetMemoryInfo(void *handle, unsigned long long *out) {
  device *d = of(handle);
  if (d == NULL) return 2;
  if (d->fail_memory) return d->fail_memory;
  out[0] = d->total;
  out[1] = d->total - d->used;
  out[2] = d->used;
  return 0;
}
static int processes(process_info *rows, unsigned int n, int fail, unsigned int *count, process_info *infos) {
  if (fail) return fail;
  if (*count < n) { *count = n; return 7; }
  memcpy(infos, rows, n * sizeof *rows);
  *count = n;
  return 0;
}
int nvmlDeviceGetComputeRunningProcesses_v3(void *handle, unsigned int *count, process_info *infos) {
  device *d = of(handle);
  return d == NULL ? 2 : processes(d->compute, d->ncompute, d->fail_compute, count, infos);
}
int nvmlDeviceGetGraphicsRunningProcesses_v3(void *handle, unsigned int *count, process_info *infos) {
  device *d = of(handle);
  return d == NULL ? 2 : processes(d->graphics, d->ngraphics, d->fail_graphics, count, infos);
}
int nvmlDeviceGetProcessUtilization(void *handle, process_sample *out, unsigned int *count, unsigned long long lastSeen) {
  device *d = of(handle);
  if (d == NULL) return 2;
  if (d->fail_procutil) return d->fail_procutil;
  d->lastSeen = lastSeen;
  record_seen();
  unsigned int n = 0;
  for (unsigned int i = 0; i < d->nsamples; i++) if (d->samples[i].ts > lastSeen) n++;
  if (n == 0) return 6; /* NVML_ERROR_NOT_FOUND: no sample since lastSeen */
  if (out == NULL || *count < n) { *count = n; return 7; }
  n = 0;
  for (unsigned int i = 0; i < d->nsamples; i++) if (d->samples[i].ts > lastSeen) out[n++] = d->samples[i];
  *count = n;
  return 0;
}
