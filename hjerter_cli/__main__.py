from hjerter_cli.console import main

main()
