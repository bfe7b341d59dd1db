// Reference timings for the 2048 benchmarks (docs/bench.md; copied from the project's benchmark kit unchanged but for this line).
// A compiled, straightforward implementation of what the project computes:
// 64-bit board, 65536-entry row tables for moves, and the thesis's H1 (text variant)
// evaluated with plain loops at every leaf; pure expectimax (no cache, no pruning).
// Prints: raw moves/s; B3 expectimax 7 plies nodes and ms; the root value (must equal the project's).
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <chrono>
typedef uint64_t B;
static uint16_t L[65536], R[65536]; static double SC[65536];
static uint16_t rev(uint16_t r) { return (r >> 12) | ((r >> 4) & 0xF0) | ((r << 4) & 0xF00) | (r << 12); }
static void init() {
  for (unsigned row = 0; row < 65536; row++) {
    int t[4] = {int(row & 15), int((row >> 4) & 15), int((row >> 8) & 15), int((row >> 12) & 15)};
    double s = 0; for (int i = 0; i < 4; i++) if (t[i] >= 2) s += (t[i] - 1) * double(1 << t[i]); SC[row] = s;
    int o[4] = {0, 0, 0, 0}, n = 0, last = 0;
    for (int i = 0; i < 4; i++) { if (!t[i]) continue; if (last && last == t[i] && last < 15) { o[n - 1]++; last = 0; } else { o[n++] = t[i]; last = t[i]; } }
    L[row] = uint16_t(o[0] | (o[1] << 4) | (o[2] << 8) | (o[3] << 12));
  }
  for (unsigned row = 0; row < 65536; row++) R[row] = rev(L[rev(uint16_t(row))]);
}
static B tr(B x) {
  B a1 = x & 0xF0F00F0FF0F00F0FULL, a2 = x & 0x0000F0F00000F0F0ULL, a3 = x & 0x0F0F00000F0F0000ULL;
  B a = a1 | (a2 << 12) | (a3 >> 12);
  B b1 = a & 0xFF00FF0000FF00FFULL, b2 = a & 0x00FF00FF00000000ULL, b3 = a & 0x00000000FF00FF00ULL;
  return b1 | (b2 >> 24) | (b3 << 24);
}
static B rows(B b, const uint16_t *T) { B r = 0; for (int i = 0; i < 4; i++) r |= B(T[(b >> (16 * i)) & 0xFFFF]) << (16 * i); return r; }
// cell (r,c) at nibble 4r+c; row r = bits 16r..16r+15, cell c = nibble c of the row (c=0 least significant).
static B move(int m, B b) { // 0 up, 1 right, 2 down, 3 left
  switch (m) { case 0: return tr(rows(tr(b), L)); case 1: return rows(b, R); case 2: return tr(rows(tr(b), R)); default: return rows(b, L); }
}
static double score(B b) { double s = 0; for (int i = 0; i < 4; i++) s += SC[(b >> (16 * i)) & 0xFFFF]; return s; }
static const double W[16] = {7,6,5,4, 6,5,4,3, 5,4,3,2, 4,3,2,1};
static long nodes;
static double h1(B b, double sc) {
  double v[16]; int empty = 0; double mono = 0;
  for (int i = 0; i < 16; i++) { int r = (b >> (4 * i)) & 15; v[i] = r ? double(1 << r) : 0; mono += v[i] * W[i]; if (!r) empty++; }
  double sim = 0;
  for (int i = 0; i < 16; i++) { if (v[i] == 0) continue; int r = i >> 2, c = i & 3; double s = 0; int n = 0;
    for (int x = r - 1; x <= r + 1; x++) for (int y = c - 1; y <= c + 1; y++) { if (x < 0 || x > 3 || y < 0 || y > 3) continue; double w = v[4 * x + y]; if (w == 0) continue; s += std::fabs(v[i] - w); n++; }
    sim += s / n; }
  double h = sc + mono - sim + (sc > 0 ? std::log(sc) * empty : 0); return h < 0 ? 0 : h;
}
// The Java article's heuristic = thesis H3 as its code computes it: Score - Similarity (integer mean) + ln(Score)*Empty.
static double article(B b, double sc) {
  double v[16]; int empty = 0;
  for (int i = 0; i < 16; i++) { int r = (b >> (4 * i)) & 15; v[i] = r ? double(1 << r) : 0; if (!r) empty++; }
  double sim = 0;
  for (int i = 0; i < 16; i++) { if (v[i] == 0) continue; int r = i >> 2, c = i & 3; long s = 0; int n = 0;
    for (int x = r - 1; x <= r + 1; x++) for (int y = c - 1; y <= c + 1; y++) { if (x < 0 || x > 3 || y < 0 || y > 3) continue; double w = v[4 * x + y]; if (w == 0) continue; s += long(std::fabs(v[i] - w)); n++; }
    sim += double(s / n); }
  double h = sc - sim + (sc > 0 ? std::log(sc) * empty : 0); return h < 0 ? 0 : h;
}
// Alpha-beta as AIMA writes it (prune on v >= beta / v <= alpha); MIN places a 2 then a 4 in each empty cell, row by row.
static double ab_min(B b, double sc, int plies, double a, double be);
static double ab_max(B b, double sc, int plies, double a, double be) {
  nodes++; if (plies == 0) return article(b, sc);
  double v = -1e300; bool any = false;
  for (int m = 0; m < 4; m++) { B nb = move(m, b); if (nb == b) continue; any = true;
    double w = ab_min(nb, sc + score(nb) - score(b), plies - 1, a, be); if (w > v) v = w; if (v >= be) return v; if (v > a) a = v; }
  return any ? v : 0;
}
static double ab_min(B b, double sc, int plies, double a, double be) {
  nodes++; if (plies == 0) return article(b, sc);
  double v = 1e300;
  for (int i = 0; i < 16; i++) if (((b >> (4 * i)) & 15) == 0) for (int t = 1; t <= 2; t++) {
    double w = ab_max(b | (B(t) << (4 * i)), sc, plies - 1, a, be); if (w < v) v = w; if (v <= a) return v; if (v < be) be = v; }
  return v;
}
static double chance(B b, double sc, int plies);
static double maxn(B b, double sc, int plies) {
  nodes++; if (plies == 0) return h1(b, sc);
  double best = -1; bool any = false;
  for (int m = 0; m < 4; m++) { B nb = move(m, b); if (nb == b) continue; any = true; double v = chance(nb, sc + score(nb) - score(b), plies - 1); if (v > best) best = v; }
  return any ? best : 0;
}
static double chance(B b, double sc, int plies) {
  nodes++; if (plies == 0) return h1(b, sc);
  int n = 0; double sum = 0;
  for (int i = 0; i < 16; i++) if (((b >> (4 * i)) & 15) == 0) { n++; sum += 0.9 * maxn(b | (B(1) << (4 * i)), sc, plies - 1) + 0.1 * maxn(b | (B(2) << (4 * i)), sc, plies - 1); }
  return sum / n;
}
static B pack(const int a[16]) { B b = 0; for (int i = 0; i < 16; i++) { int r = 0, x = a[i]; while (x > 1) { x >>= 1; r++; } b |= B(r) << (4 * i); } return b; }
int main() {
  init();
  int Bs[5][16] = {{2,2,2,2,4,4,4,0,8,2,2,0,16,0,0,0},{1024,0,0,0,512,2,0,0,32,8,0,0,16,4,2,2},{1024,8,4,0,512,16,4,2,256,2,0,0,128,0,0,0},{1024,256,16,8,128,64,16,4,4,8,4,0,2,4,0,2},{2048,2,0,0,128,4,0,0,32,4,2,0,16,8,2,0}};
  B bs[5]; for (int i = 0; i < 5; i++) bs[i] = pack(Bs[i]);
  auto t0 = std::chrono::steady_clock::now(); B acc = 0; long N = 0;
  for (int it = 0; it < 3000000; it++) for (int i = 0; i < 5; i++) for (int m = 0; m < 4; m++) { acc ^= move(m, bs[i] ^ B(it & 1)); N++; }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  printf("raw_moves_per_s %.0f %d\n", N / s, int(acc & 1));
  double best = 1e9, v = 0;
  for (int rep = 0; rep < 5; rep++) { nodes = 0; t0 = std::chrono::steady_clock::now(); v = maxn(bs[2], 15000, 7); s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); if (s < best) best = s; }
  printf("b3_expectimax7_h1 nodes %ld ms %.3f value %.6f\n", nodes, best * 1e3, v);
  best = 1e9;
  for (int rep = 0; rep < 20; rep++) { nodes = 0; t0 = std::chrono::steady_clock::now(); v = ab_max(bs[2], 15000, 7, -1e300, 1e300); s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); if (s < best) best = s; }
  printf("b3_alphabeta7_article nodes %ld ms %.4f value %.6f\n", nodes, best * 1e3, v);
}
