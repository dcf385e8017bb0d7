import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Counts the fault matrix (`fault-matrix.spec.ts`) at the end of a run: how many
 * screen × fault cells were tried and how many were handled (the person was told, kept what
 * they typed, and got on once the fault cleared). A retried cell counts by its last try.
 */
export default class FaultMatrixReporter implements Reporter {
  private readonly cells = new Map<string, { title: string; ok: boolean }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const path = test.titlePath();
    if (!path.includes('fault matrix')) return;
    this.cells.set(test.id, { title: test.title, ok: result.status === 'passed' });
  }

  onEnd() {
    if (this.cells.size === 0) return;
    const cells = [...this.cells.values()];
    const handled = cells.filter((cell) => cell.ok).length;
    const screens = new Set(cells.map((cell) => cell.title.split(' × ')[0]));
    const faults = new Set(cells.map((cell) => cell.title.split(' × ')[1]));
    console.log(
      `\nfault matrix: ${cells.length} tried (${screens.size} screen loads and actions × ${faults.size} faults), ${handled} handled`,
    );
    for (const cell of cells.filter((c) => !c.ok)) console.log(`  not handled: ${cell.title}`);
  }

  printsToStdio() {
    return false;
  }
}
