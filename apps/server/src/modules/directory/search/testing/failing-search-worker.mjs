// A search worker that cannot start (tests of search-ranker.ts): it throws as it loads.
throw new Error('this search worker cannot start');
