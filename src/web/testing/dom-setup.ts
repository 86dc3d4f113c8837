export {};

// Screens under test wait for answers (findBy…, waitFor). Testing Library gives up after one
// second by default, which a busy CI machine running many test files at once can exceed
// without anything being wrong; the wait is a bound, never a timing assertion.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}
