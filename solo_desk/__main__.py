from solo_desk.cli import main

raise SystemExit(main())
