"""Build-time tooling for the site: run snippets in isolation, render them, check pages against torch."""
