// Marks the perf pages set on window, read by the Node side of the benchmark.
export {};

declare global {
  interface Window {
    /** When the first page of rows was painted (performance.now()). */
    __painted?: number;
    /** When the pointer went down on the sort header. */
    __sortStarted?: number;
    /** When the re-sorted rows were painted. */
    __sortPainted?: number;
  }
}
