"""`python -m hjerter_cli`: the lines of hjerter's launcher (bin/hjerter), the same to the letter."""

try:
    from hjerter_cli.console import main

    main()
except KeyboardInterrupt:  # before the command took Ctrl-C over: nothing was changed
    try:
        from hjerter_cli.interrupts import end
    except BaseException:  # interrupted again while it loads: the exit code still tells
        raise SystemExit(130) from None
    end(None)
