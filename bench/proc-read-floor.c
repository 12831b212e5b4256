// The kernel-side floor of the sampler's per-process reads (issue 31): exactly the files a steady pass reads per
// process (stat, statm, io through kept descriptors, fstat of the fd directory for the descriptor count), nothing
// parsed, in C; prints user and system CPU per pass and per 1,000 processes. Built and run by proc-read-floor.sh.
// With the argument `btop`, what btop reads per process per refresh instead (strace, docs/testing.md): stat and statm,
// each opened, read and closed every time.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

enum { SLOTS = 4 };
static const char *const FILES[SLOTS] = {"stat", "statm", "io", "fd"};

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

int main(int argc, char **argv) {
  int passes = argc > 1 ? atoi(argv[1]) : 50;
  int btop = argc > 2 && strcmp(argv[2], "btop") == 0;
  DIR *proc = opendir("/proc");
  if (proc == NULL) return 1;
  int capacity = 1024, count = 0;
  char(*names)[24] = malloc(sizeof(*names) * (size_t)capacity);
  int(*fds)[SLOTS] = malloc(sizeof(*fds) * (size_t)capacity);
  struct dirent *entry;
  while ((entry = readdir(proc)) != NULL) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
    if (count == capacity) {
      capacity *= 2;
      fds = realloc(fds, sizeof(*fds) * (size_t)capacity);
      names = realloc(names, sizeof(*names) * (size_t)capacity);
    }
    snprintf(names[count], sizeof names[count], "%.23s", entry->d_name);
    char path[64];
    for (int slot = 0; slot < SLOTS; slot++) {
      snprintf(path, sizeof path, "/proc/%s/%s", names[count], FILES[slot]);
      fds[count][slot] = open(path, O_RDONLY | O_CLOEXEC | (slot == 3 ? O_DIRECTORY : 0));
    }
    count++;
  }
  closedir(proc);
  static char buffer[4096];
  struct stat st;
  long reads = 0;
  struct rusage before, after;
  getrusage(RUSAGE_SELF, &before);
  for (int pass = 0; pass < passes; pass++) {
    for (int i = 0; i < count && btop; i++) {
      char path[64];
      for (int slot = 0; slot < 2; slot++) {
        snprintf(path, sizeof path, "/proc/%s/%s", names[i], FILES[slot]);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        if (read(fd, buffer, sizeof buffer) > 0) reads++;
        close(fd);
      }
    }
    for (int i = 0; i < count && !btop; i++) {
      for (int slot = 0; slot < 3; slot++)
        if (fds[i][slot] >= 0 && pread(fds[i][slot], buffer, sizeof buffer, 0) > 0) reads++;
      if (fds[i][3] >= 0 && fstat(fds[i][3], &st) == 0) reads++;
    }
  }
  getrusage(RUSAGE_SELF, &after);
  double user = (seconds(after.ru_utime) - seconds(before.ru_utime)) * 1e3 / passes;
  double sys = (seconds(after.ru_stime) - seconds(before.ru_stime)) * 1e3 / passes;
  printf("%s processes=%d passes=%d reads/pass=%.0f user=%.3f ms/pass sys=%.3f ms/pass sys per 1000 processes=%.2f ms\n",
         btop ? "btop's reads (stat, statm reopened)" : "our reads (stat, statm, io kept; fstat fd dir)", count, passes, (double)reads / passes, user, sys, sys * 1000.0 / count);
  return 0;
}
