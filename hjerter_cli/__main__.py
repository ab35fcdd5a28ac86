from hjerter_cli.cli.app import main

main()
