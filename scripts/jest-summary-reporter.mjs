// Prints the run's totals as one plain line ("N passed, N failed, N skipped") after Jest's own summary,
// so CI and people can read the outcome without parsing Jest's table.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failedSuites = results.numFailedTestSuites + (results.numRuntimeErrorTestSuites ?? 0);
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`);
    if (failedSuites && !results.numFailedTests) process.stdout.write(`(${failedSuites} test file(s) failed to run)\n`);
  }
}
