from designer.cli import main

raise SystemExit(main())
