// The kernel-side floor of the sampler's reads (issue 31), in C and nothing parsed: what a steady pass reads (the
// /proc listing; per process stat, statm and io through descriptors kept from pass to pass, and fstat of the fd
// directory for the descriptor count; the whole-system files, kept too), so its CPU is what any monitor reading these
// metrics pays the kernel, whatever language it is written in. Left out, as a steady quiet pass leaves them out: the
// TCP dump (reused while the namespace's TCP counters stand still), the 1-in-60 identity refresh (status, cgroup, exe
// link) and status per pass (read only while swap is active).
//
//   proc-read-floor PASSES [btop]  PASSES passes back to back, then user and system CPU per pass and per 1,000
//                                  processes (proc-read-floor.sh). With `btop`, what btop reads per process per
//                                  refresh instead (strace, docs/testing.md): stat and statm, opened, read and closed.
//   proc-read-floor --paced        one pass a second until killed, like a monitor: the "kernel reads (C)" floor row of
//                                  `npm run bench -- monitor-cost --floor`, which starts it in a pane and measures it
//                                  like the monitors. Prints one line after its first pass (its "first screen").
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { SLOTS = 4 };
static const char *const FILES[SLOTS] = {"stat", "statm", "io", "fd"};
static const char *const SYSTEM_FILES[] = {"/proc/stat", "/proc/meminfo", "/proc/vmstat", "/proc/diskstats", "/proc/net/dev", "/proc/net/snmp"};
enum { SYSTEM_COUNT = sizeof SYSTEM_FILES / sizeof SYSTEM_FILES[0] };

/** One process's kept descriptors, by pid; `seen` marks the processes this pass's listing found. */
struct kept {
  int pid;
  int seen;
  int fds[SLOTS];
};

static struct kept *table;
static int count, capacity;
static char buffer[1 << 16];
static long reads;

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

static void open_process(struct kept *entry) {
  char path[64];
  for (int slot = 0; slot < SLOTS; slot++) {
    snprintf(path, sizeof path, "/proc/%d/%s", entry->pid, FILES[slot]);
    entry->fds[slot] = open(path, O_RDONLY | O_CLOEXEC | (slot == 3 ? O_DIRECTORY : 0));
  }
}

static void close_process(struct kept *entry) {
  for (int slot = 0; slot < SLOTS; slot++)
    if (entry->fds[slot] >= 0) close(entry->fds[slot]);
}

/** Lists /proc (a new process's files opened, a gone one's closed), kept in pid order as the listing gives it. */
static void list_processes(void) {
  for (int i = 0; i < count; i++) table[i].seen = 0;
  DIR *proc = opendir("/proc");
  if (proc == NULL) exit(1);
  struct dirent *entry;
  int at = 0;
  while ((entry = readdir(proc)) != NULL) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
    int pid = atoi(entry->d_name);
    // The listing is in pid order: a kept entry is found by walking forward from the last one found.
    while (at < count && table[at].pid < pid) at++;
    if (at < count && table[at].pid == pid) {
      table[at++].seen = 1;
      continue;
    }
    if (count == capacity) {
      capacity = capacity == 0 ? 1024 : capacity * 2;
      table = realloc(table, sizeof *table * (size_t)capacity);
    }
    memmove(&table[at + 1], &table[at], sizeof *table * (size_t)(count - at));
    table[at] = (struct kept){.pid = pid, .seen = 1};
    open_process(&table[at]);
    count++;
    at++;
  }
  closedir(proc);
  int kept = 0;
  for (int i = 0; i < count; i++) {
    if (table[i].seen) table[kept++] = table[i];
    else close_process(&table[i]);
  }
  count = kept;
}

static void read_ours(const int *system) {
  struct stat st;
  for (int i = 0; i < SYSTEM_COUNT; i++)
    if (system[i] >= 0 && pread(system[i], buffer, sizeof buffer, 0) > 0) reads++;
  for (int i = 0; i < count; i++) {
    for (int slot = 0; slot < 3; slot++)
      if (table[i].fds[slot] >= 0 && pread(table[i].fds[slot], buffer, sizeof buffer, 0) > 0) reads++;
    if (table[i].fds[3] >= 0 && fstat(table[i].fds[3], &st) == 0) reads++;
  }
}

static void read_btops(void) {
  char path[64];
  for (int i = 0; i < count; i++) {
    for (int slot = 0; slot < 2; slot++) {
      snprintf(path, sizeof path, "/proc/%d/%s", table[i].pid, FILES[slot]);
      int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      if (read(fd, buffer, sizeof buffer) > 0) reads++;
      close(fd);
    }
  }
}

int main(int argc, char **argv) {
  int paced = argc > 1 && strcmp(argv[1], "--paced") == 0;
  int passes = paced ? 0 : argc > 1 ? atoi(argv[1]) : 50;
  int btop = !paced && argc > 2 && strcmp(argv[2], "btop") == 0;
  // Four descriptors per process: at +2,000 that is past the usual soft limit of 1,024 (the sampler raises its own).
  struct rlimit limit;
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
  int system[SYSTEM_COUNT];
  for (int i = 0; i < SYSTEM_COUNT; i++) system[i] = open(SYSTEM_FILES[i], O_RDONLY | O_CLOEXEC);
  if (paced) {
    struct timespec next;
    clock_gettime(CLOCK_MONOTONIC, &next);
    for (long pass = 0;; pass++) {
      list_processes();
      read_ours(system);
      if (pass == 0) {
        printf("kernel reads: first pass, %d processes\n", count);
        fflush(stdout);
      }
      next.tv_sec += 1;
      clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL);
    }
  }
  list_processes();
  struct rusage before, after;
  getrusage(RUSAGE_SELF, &before);
  for (int pass = 0; pass < passes; pass++) {
    list_processes();
    if (btop) read_btops();
    else read_ours(system);
  }
  getrusage(RUSAGE_SELF, &after);
  double user = (seconds(after.ru_utime) - seconds(before.ru_utime)) * 1e3 / passes;
  double sys = (seconds(after.ru_stime) - seconds(before.ru_stime)) * 1e3 / passes;
  printf("%s processes=%d passes=%d reads/pass=%.0f user=%.3f ms/pass sys=%.3f ms/pass sys per 1000 processes=%.2f ms\n",
         btop ? "btop's reads (stat, statm reopened)" : "our reads (listing; stat, statm, io kept; fstat fd dir; system files kept)", count, passes,
         (double)reads / passes, user, sys, sys * 1000.0 / count);
  return 0;
}
