from hjerter_cli.cli import main

main()
